import { MIND_NODE_NOTE_MAX, MIND_NODE_TITLE_MAX, type TMindTreeNode } from './mind-tree';

// Markdown is how a tree leaves and enters the product (export, import): the root is a `#`
// heading, every other node a list item indented two spaces per level; a node's link is a
// Markdown link around its title and its note the `>` lines under it. Colours and folding do not
// travel (Markdown has no place for them). Import also takes deeper headings and any list
// marker, so an outline written elsewhere comes in as it reads.

const escapeTitle = (title: string) => title.replace(/([\\[\]])/g, '\\$1');
const unescapeTitle = (title: string) => title.replace(/\\([\\[\]])/g, '$1');

/** The tree as Markdown (export). */
export function treeToMarkdown(root: TMindTreeNode): string {
  const lines = [`# ${escapeTitle(root.title)}`];
  const noteLines = (note: string | undefined, indent: string) => {
    if (!note) return;
    for (const line of note.split('\n')) lines.push(`${indent}> ${line}`.trimEnd());
  };
  noteLines(root.note, '');
  if (root.note) lines.push('');
  const walk = (node: TMindTreeNode, depth: number) => {
    const indent = '  '.repeat(depth - 1);
    const title = escapeTitle(node.title);
    lines.push(`${indent}- ${node.link ? `[${title}](${node.link})` : title}`);
    noteLines(node.note, `${indent}  `);
    for (const child of node.children) walk(child, depth + 1);
  };
  for (const child of root.children) walk(child, 1);
  return `${lines.join('\n')}\n`;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const LINKED = /^\[((?:\\.|[^\\\]])*)\]\(([^()\s]*)\)$/;

function nodeOf(text: string): TMindTreeNode {
  const trimmed = text.trim();
  const linked = LINKED.exec(trimmed);
  const title = unescapeTitle(linked ? (linked[1] ?? '') : trimmed).slice(0, MIND_NODE_TITLE_MAX);
  const node: TMindTreeNode = { title: title === '' ? '（空）' : title, children: [] };
  if (linked?.[2]) node.link = linked[2];
  return node;
}

/**
 * A tree from Markdown (import). The first `#` heading is the root (or `fallbackTitle` when the
 * text has none or has several); an empty text gives undefined.
 */
export function markdownToTree(markdown: string, fallbackTitle: string): TMindTreeNode | undefined {
  const top: TMindTreeNode = { title: fallbackTitle, children: [] };
  // The open headings by level (index 0 is the top), and the open list items by indent width.
  const headings: TMindTreeNode[] = [top];
  let items: { indent: number; node: TMindTreeNode }[] = [];
  let last: TMindTreeNode | undefined;
  let found = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.trim() === '') continue;
    const heading = HEADING.exec(raw);
    const item = heading ? null : ITEM.exec(raw);
    const quote = heading || item ? null : QUOTE.exec(raw);
    if (quote && last) {
      const note = last.note ? `${last.note}\n${quote[1] ?? ''}` : (quote[1] ?? '');
      last.note = note.slice(0, MIND_NODE_NOTE_MAX);
      continue;
    }
    let node: TMindTreeNode;
    if (heading) {
      const level = (heading[1] ?? '#').length;
      node = nodeOf(heading[2] ?? '');
      headings.length = Math.min(headings.length, level);
      const parent = headings[headings.length - 1] ?? top;
      parent.children.push(node);
      // A skipped level (# then ###) hangs under the nearest open heading.
      while (headings.length < level) headings.push(parent);
      headings.push(node);
      items = [];
    } else {
      const indent = item ? (item[1] ?? '').replace(/\t/g, '    ').length : Infinity;
      node = nodeOf(item ? (item[2] ?? '') : raw);
      items = items.filter((open) => open.indent < indent);
      const parent = items[items.length - 1]?.node ?? headings[headings.length - 1] ?? top;
      parent.children.push(node);
      if (item) items.push({ indent, node });
    }
    last = node;
    found = true;
  }
  if (!found) return undefined;
  const only = top.children[0];
  return top.children.length === 1 && only ? only : top;
}
