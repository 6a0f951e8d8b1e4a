import type { TBookContentsNode } from '@yzfk/contract/calls/book';

// Reads what the importer needs of a PDF: its page count and its outline (bookmarks) with the
// page each entry opens, by pdfjs-dist's legacy build for Node (pinned 6.3.289, decision 0021).
// Loaded lazily: only the importer needs it, not the running server.

const MAX_OUTLINE_NODES = 5000;
const MAX_DEPTH = 8;

export type TPdfFacts = { pageCount: number; contents: TBookContentsNode[] };

export class PdfError extends Error {}

type TOutlineItem = { title: string; dest: string | unknown[] | null; items: TOutlineItem[] };

/** Reads the PDF's facts; throws PdfError (with a reason for people) when it is damaged. */
export async function readPdf(bytes: Uint8Array): Promise<TPdfFacts> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the buffer over (it may detach it): give it a copy. pdf.js 6 evaluates no
  // strings as code at all (it dropped the isEvalSupported option with its eval compiler).
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const outline = ((await document.getOutline()) ?? []) as TOutlineItem[];
    let left = MAX_OUTLINE_NODES;
    /** The page (from 1) an outline entry opens, or undefined when it names none we can find. */
    const pageOf = async (dest: TOutlineItem['dest']): Promise<number | undefined> => {
      try {
        const explicit = typeof dest === 'string' ? await document.getDestination(dest) : dest;
        const target = Array.isArray(explicit) ? (explicit[0] as unknown) : undefined;
        if (typeof target === 'number') return target + 1;
        if (target && typeof target === 'object') {
          return (await document.getPageIndex(target as { num: number; gen: number })) + 1;
        }
      } catch {
        // A broken destination leaves the entry without a page, not the book without contents.
      }
      return undefined;
    };
    const walk = async (items: TOutlineItem[], depth: number): Promise<TBookContentsNode[]> => {
      if (depth > MAX_DEPTH) return [];
      const nodes: TBookContentsNode[] = [];
      for (const item of items) {
        if (left-- <= 0) break;
        const title = item.title.replace(/\s+/g, ' ').trim();
        if (!title) continue;
        const page = await pageOf(item.dest);
        nodes.push({
          title,
          ...(page !== undefined ? { page } : {}),
          children: await walk(item.items, depth + 1),
        });
      }
      return nodes;
    };
    return { pageCount: document.numPages, contents: await walk(outline, 1) };
  } catch (error) {
    throw new PdfError(
      `PDF 损坏，无法读取（${error instanceof Error ? error.message : '未知错误'}）`,
    );
  } finally {
    await task.destroy();
  }
}
