import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import { readXmindZip } from '@yzfk/contract/mind/xmind-zip';

// A book's mind map given as an .xmind file (docs/book-format.md), read as /mymind's import reads
// one (the contract's xmind-zip.ts). The importer then checks the tree against the book map's caps.

/** The map's tree, or why the file cannot be one (a damaged or foreign file included). */
export async function readXmindMap(bytes: Uint8Array): Promise<TMindTreeNode | string> {
  const result = await readXmindZip(bytes);
  return result.ok ? result.root : result.message;
}

/** Only the titles and children of a tree: a book map has no notes, links or colours. */
export function titlesOnly(node: TMindTreeNode): { title: string; children: unknown[] } {
  return { title: node.title, children: node.children.map(titlesOnly) };
}
