import type { TEditNode } from './edit-tree';

/** The ids of the nodes whose title contains the text (case-insensitive), in reading order. */
export function matchingNodes(root: TEditNode, text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  const ids: string[] = [];
  const walk = (node: TEditNode) => {
    if (node.title.toLowerCase().includes(needle)) ids.push(node.id);
    node.children.forEach(walk);
  };
  walk(root);
  return ids;
}

/** The tree with every branch at `depth` folded (a large book map opens at its chapters). */
export function foldAt(root: TEditNode, depth: number): TEditNode {
  const walk = (node: TEditNode, level: number): TEditNode =>
    level === depth && node.children.length > 0
      ? { ...node, collapsed: true }
      : { ...node, children: node.children.map((child) => walk(child, level + 1)) };
  return walk(root, 0);
}
