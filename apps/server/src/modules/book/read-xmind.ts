import { configure, Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import { XMIND_MESSAGES, xmindEntriesToTree } from '@yzfk/contract/mind/mind-xmind';

// A book's mind map given as an .xmind file (docs/book-format.md): unzipped by @zip.js/zip.js
// (the EPUB reader's zip library), read by the contract's mapping, the one /mymind's import
// uses. The importer then checks the tree against the book map's own caps.

// No web workers in Node: inflating runs in this thread.
configure({ useWebWorkers: false });

/** The map's tree, or why the file cannot be one (a damaged or foreign file included). */
export async function readXmindMap(bytes: Uint8Array): Promise<TMindTreeNode | string> {
  let reader: ZipReader<unknown> | undefined;
  try {
    reader = new ZipReader(new Uint8ArrayReader(bytes));
    const entries = await reader.getEntries();
    const result = await xmindEntriesToTree(
      entries.map((entry) => ({
        filename: entry.filename,
        directory: entry.directory,
        uncompressedSize: entry.uncompressedSize,
        text: async () =>
          entry.directory
            ? ''
            : new TextDecoder().decode(await entry.getData(new Uint8ArrayWriter())),
      })),
    );
    return result.ok ? result.root : result.message;
  } catch {
    return XMIND_MESSAGES.notZip;
  } finally {
    await reader?.close().catch(() => undefined);
  }
}

/** Only the titles and children of a tree: a book map has no notes, links or colours. */
export function titlesOnly(node: TMindTreeNode): { title: string; children: unknown[] } {
  return { title: node.title, children: node.children.map(titlesOnly) };
}
