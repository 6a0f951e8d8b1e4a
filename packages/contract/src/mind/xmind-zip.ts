import {
  configure,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';
import type { TMindTreeNode } from './mind-tree';
import {
  treeToXmindContent,
  XMIND_CONTENT_FILE,
  XMIND_MESSAGES,
  XMIND_SIDE_FILES,
  xmindEntriesToTree,
  type TXmindResult,
} from './mind-xmind';

// An .xmind file is a zip: /mymind's import and export (in the browser, loaded on demand) and the
// book importer (on the server) open and write it here with @zip.js/zip.js, the zip library both already use, so the two refuse
// the same files with the same words.

// No workers: in the browser their script would be a blob: URL, which the CSP refuses; in Node
// inflating a small map in this thread is cheaper than starting one.
configure({ useWebWorkers: false });

/**
 * Our tree from an .xmind file's bytes, or the message to show (a damaged or foreign file
 * included). Bytes rather than a Blob: a map is small, and the zip library's Blob and text
 * readers need Blob methods that tests' jsdom lacks.
 */
export async function readXmindZip(bytes: Uint8Array): Promise<TXmindResult> {
  let reader: ZipReader<unknown> | undefined;
  try {
    reader = new ZipReader(new Uint8ArrayReader(bytes));
    const entries = await reader.getEntries();
    return await xmindEntriesToTree(
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
  } catch {
    return { ok: false, message: XMIND_MESSAGES.notZip };
  } finally {
    await reader?.close().catch(() => undefined);
  }
}

/** The bytes of an .xmind file of our tree (XMind 2020 and later open it). */
export async function writeXmindZip(root: TMindTreeNode, title: string): Promise<Uint8Array> {
  const zip = new ZipWriter(new Uint8ArrayWriter());
  const encode = (text: string) => new Uint8ArrayReader(new TextEncoder().encode(text));
  await zip.add(XMIND_CONTENT_FILE, encode(JSON.stringify(treeToXmindContent(root, title))));
  for (const [name, text] of Object.entries(XMIND_SIDE_FILES)) await zip.add(name, encode(text));
  return zip.close();
}
