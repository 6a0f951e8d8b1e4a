import { posix } from 'node:path';
import {
  Uint8ArrayReader,
  configure,
  Uint8ArrayWriter,
  ZipReader,
  type Entry,
} from '@zip.js/zip.js';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { TBookContentsNode } from '@yzfk/contract/calls/book';

// Reads what the importer needs of an EPUB (2 or 3): title, authors, publisher, ISBN and cover
// from the package document (OPF), the contents from the EPUB 3 navigation document or the
// EPUB 2 NCX. Zip by @zip.js/zip.js, XML by htmlparser2 in XML mode (decision 0019). Content
// hrefs are kept relative to the package document's folder, as readers resolve them.

// No web workers in Node: inflating runs in this thread.
configure({ useWebWorkers: false });

type TElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Contents entries read at most (a damaged or hostile nav cannot blow up the row). */
const MAX_CONTENTS_NODES = 5000;
const MAX_DEPTH = 8;
/** The largest entry inflated into memory (the cover, the XML documents). */
const MAX_ENTRY_BYTES = 20 * 1024 * 1024;

export type TEpubFacts = {
  title: string;
  authors: string[];
  publisher: string | undefined;
  isbn: string | undefined;
  cover: { bytes: Buffer; extension: 'jpg' | 'png' | 'webp' } | undefined;
  contents: TBookContentsNode[];
};

export class EpubError extends Error {}

const COVER_TYPES: Record<string, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Whether a node is an element (DomUtils leaves the check to domhandler). */
function isTag(node: unknown): node is TElement {
  return typeof node === 'object' && node !== null && 'attribs' in node && 'name' in node;
}

/** The local name of an element (`dc:title` → `title`). */
const localName = (element: TElement) => element.name.replace(/^.*:/, '').toLowerCase();
const byLocalName = (root: TElement | TElement[], name: string) =>
  DomUtils.findAll((element) => localName(element) === name, Array.isArray(root) ? root : [root]);
const textOf = (element: TElement | undefined) =>
  element ? DomUtils.textContent(element).replace(/\s+/g, ' ').trim() : '';
const attr = (element: TElement, name: string) =>
  Object.entries(element.attribs).find(([key]) => key.toLowerCase() === name)?.[1];

function parseXml(text: string): TElement[] {
  const document = parseDocument(text, { xmlMode: true });
  return DomUtils.getChildren(document).filter((node): node is TElement => isTag(node));
}

/** A path in the zip from an href relative to a document, without its fragment. */
function resolveIn(documentPath: string, href: string): string {
  const [path = ''] = href.split('#');
  return posix.normalize(posix.join(posix.dirname(documentPath), decodeURIComponent(path)));
}

/** An href relative to the package folder, fragment kept (what the reader opens). */
function relativeToPackage(opfPath: string, documentPath: string, href: string): string {
  const hash = href.indexOf('#');
  const fragment = hash >= 0 ? href.slice(hash) : '';
  const target = resolveIn(documentPath, href);
  return posix.relative(posix.dirname(opfPath), target) + fragment;
}

/** Reads the EPUB's facts; throws EpubError (with a reason for people) when it is damaged. */
export async function readEpub(bytes: Uint8Array): Promise<TEpubFacts> {
  let reader: ZipReader<unknown> | undefined;
  try {
    reader = new ZipReader(new Uint8ArrayReader(bytes));
    const entries = new Map<string, Entry>();
    for (const entry of await reader.getEntries()) entries.set(entry.filename, entry);
    const read = async (path: string): Promise<Uint8Array | undefined> => {
      const entry = entries.get(path);
      if (!entry || entry.directory || entry.uncompressedSize > MAX_ENTRY_BYTES) return undefined;
      return entry.getData(new Uint8ArrayWriter());
    };
    const readText = async (path: string) => {
      const data = await read(path);
      return data ? new TextDecoder('utf-8').decode(data) : undefined;
    };
    const container = await readText('META-INF/container.xml');
    if (!container) throw new EpubError('不是 EPUB：缺少 META-INF/container.xml');
    const rootfile = byLocalName(parseXml(container), 'rootfile')[0];
    const opfPath = rootfile ? attr(rootfile, 'full-path') : undefined;
    const opfText = opfPath ? await readText(opfPath) : undefined;
    if (!opfPath || !opfText) throw new EpubError('EPUB 损坏：找不到包文件（OPF）');
    const opf = parseXml(opfText);
    const metadata = byLocalName(opf, 'metadata')[0];
    if (!metadata) throw new EpubError('EPUB 损坏：包文件没有 metadata');
    const title = textOf(byLocalName(metadata, 'title')[0]);
    const authors = byLocalName(metadata, 'creator')
      .map(textOf)
      .filter((name) => name.length > 0);
    const publisher = textOf(byLocalName(metadata, 'publisher')[0]) || undefined;
    const isbn = byLocalName(metadata, 'identifier')
      .map(textOf)
      .map((id) => id.replace(/^urn:isbn:/i, ''))
      .find((id) => /^(97[89])?\d{9}[\dX]$/.test(id.replace(/-/g, '')));

    const items = byLocalName(opf, 'item').map((item) => ({
      id: attr(item, 'id') ?? '',
      href: attr(item, 'href') ?? '',
      type: attr(item, 'media-type') ?? '',
      properties: (attr(item, 'properties') ?? '').split(/\s+/),
    }));
    const coverId = byLocalName(metadata, 'meta').find((meta) => attr(meta, 'name') === 'cover');
    const coverItem =
      items.find((item) => item.properties.includes('cover-image')) ??
      items.find((item) => coverId && item.id === attr(coverId, 'content'));
    let cover: TEpubFacts['cover'];
    const coverExtension = coverItem ? COVER_TYPES[coverItem.type] : undefined;
    if (coverItem && coverExtension) {
      const data = await read(resolveIn(opfPath, coverItem.href));
      if (data) cover = { bytes: Buffer.from(data), extension: coverExtension };
    }

    const nav = items.find((item) => item.properties.includes('nav'));
    const spine = byLocalName(opf, 'spine')[0];
    const ncxId = spine ? attr(spine, 'toc') : undefined;
    const ncx =
      items.find((item) => ncxId && item.id === ncxId) ??
      items.find((item) => item.type === 'application/x-dtbncx+xml');
    let contents: TBookContentsNode[] = [];
    if (nav) {
      const navPath = resolveIn(opfPath, nav.href);
      const text = await readText(navPath);
      if (text)
        contents = contentsFromNav(text, (href) => relativeToPackage(opfPath, navPath, href));
    }
    if (contents.length === 0 && ncx) {
      const ncxPath = resolveIn(opfPath, ncx.href);
      const text = await readText(ncxPath);
      if (text)
        contents = contentsFromNcx(text, (href) => relativeToPackage(opfPath, ncxPath, href));
    }
    return { title, authors, publisher, isbn, cover, contents };
  } catch (error) {
    if (error instanceof EpubError) throw error;
    throw new EpubError(
      `EPUB 损坏，无法读取（${error instanceof Error ? error.message : '未知错误'}）`,
    );
  } finally {
    await reader?.close().catch(() => undefined);
  }
}

/** A counter shared by one document's walk, so the whole tree stays within the cap. */
function budget() {
  let left = MAX_CONTENTS_NODES;
  return () => left-- > 0;
}

/** The EPUB 3 navigation document's toc: nested `ol > li > (a | span) + ol`. */
function contentsFromNav(text: string, resolve: (href: string) => string): TBookContentsNode[] {
  const document = parseXml(text);
  const navs = byLocalName(document, 'nav');
  const toc =
    navs.find((nav) => (attr(nav, 'epub:type') ?? '').split(/\s+/).includes('toc')) ?? navs[0];
  if (!toc) return [];
  const take = budget();
  const walk = (list: TElement | undefined, depth: number): TBookContentsNode[] => {
    if (!list || depth > MAX_DEPTH) return [];
    const nodes: TBookContentsNode[] = [];
    for (const li of DomUtils.getChildren(list).filter(isTag)) {
      if (localName(li) !== 'li' || !take()) continue;
      const children = DomUtils.getChildren(li).filter(isTag);
      const label = children.find((child) => ['a', 'span'].includes(localName(child)));
      const title = textOf(label);
      if (!title) continue;
      const href = label && localName(label) === 'a' ? attr(label, 'href') : undefined;
      nodes.push({
        title,
        ...(href ? { href: resolve(href) } : {}),
        children: walk(
          children.find((child) => localName(child) === 'ol'),
          depth + 1,
        ),
      });
    }
    return nodes;
  };
  return walk(
    DomUtils.getChildren(toc)
      .filter(isTag)
      .find((child) => localName(child) === 'ol'),
    1,
  );
}

/** The EPUB 2 NCX's navMap: nested navPoint with navLabel/text and content@src. */
function contentsFromNcx(text: string, resolve: (href: string) => string): TBookContentsNode[] {
  const navMap = byLocalName(parseXml(text), 'navmap')[0];
  if (!navMap) return [];
  const take = budget();
  const walk = (parent: TElement, depth: number): TBookContentsNode[] => {
    if (depth > MAX_DEPTH) return [];
    const nodes: TBookContentsNode[] = [];
    for (const point of DomUtils.getChildren(parent).filter(isTag)) {
      if (localName(point) !== 'navpoint' || !take()) continue;
      const children = DomUtils.getChildren(point).filter(isTag);
      const label = children.find((child) => localName(child) === 'navlabel');
      const title = textOf(label ? byLocalName(label, 'text')[0] : undefined);
      const content = children.find((child) => localName(child) === 'content');
      const src = content ? attr(content, 'src') : undefined;
      if (!title) continue;
      nodes.push({
        title,
        ...(src ? { href: resolve(src) } : {}),
        children: walk(point, depth + 1),
      });
    }
    return nodes;
  };
  return walk(navMap, 1);
}
