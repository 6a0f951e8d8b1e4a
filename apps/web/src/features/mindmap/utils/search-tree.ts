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
