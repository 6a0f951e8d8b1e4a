import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';

// The tree the editors work on: our stored tree with an id on every node (ids live only in the
// page; the stored format has none). Every operation returns a new tree and leaves its input
// untouched, so undo is a stack of earlier trees.

export type TEditNode = Omit<TMindTreeNode, 'children'> & { id: string; children: TEditNode[] };

let counter = 0;
/** A fresh node id, unique within the page. */
export function newNodeId(): string {
  counter += 1;
  return `n${Date.now().toString(36)}${counter.toString(36)}`;
}

/** The stored tree with ids added. */
export function withIds(node: TMindTreeNode): TEditNode {
  return { ...node, id: newNodeId(), children: node.children.map(withIds) };
}

/** The stored tree: ids dropped, empty optional fields left out. */
export function withoutIds(node: TEditNode): TMindTreeNode {
  const out: TMindTreeNode = { title: node.title, children: node.children.map(withoutIds) };
  if (node.colour) out.colour = node.colour;
  if (node.note) out.note = node.note;
  if (node.link) out.link = node.link;
  if (node.link && node.linkTitle) out.linkTitle = node.linkTitle;
  if (node.collapsed && node.children.length > 0) out.collapsed = true;
  return out;
}

type TPlace = { parent: TEditNode | null; index: number; node: TEditNode };

/** Where a node sits (its parent and index), or undefined. */
export function findPlace(root: TEditNode, id: string): TPlace | undefined {
  if (root.id === id) return { parent: null, index: 0, node: root };
  const walk = (parent: TEditNode): TPlace | undefined => {
    for (const [index, child] of parent.children.entries()) {
      if (child.id === id) return { parent, index, node: child };
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  return walk(root);
}

/** A copy of the tree with `change` applied to the node `id` (a new node object). */
function mapNode(root: TEditNode, id: string, change: (node: TEditNode) => TEditNode): TEditNode {
  if (root.id === id) return change(root);
  let changed = false;
  const children = root.children.map((child) => {
    const next = mapNode(child, id, change);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...root, children } : root;
}

/** Changes a node's fields (title, colour, note, link, collapsed). */
export function updateNode(
  root: TEditNode,
  id: string,
  patch: Partial<Omit<TEditNode, 'id' | 'children'>>,
): TEditNode {
  return mapNode(root, id, (node) => ({ ...node, ...patch }));
}

/** Adds a last child under `id` (unfolding it); answers the tree and the new node's id. */
export function addChild(root: TEditNode, id: string, title = ''): [TEditNode, string] {
  const child: TEditNode = { id: newNodeId(), title, children: [] };
  const tree = mapNode(root, id, (node) => ({
    ...node,
    collapsed: false,
    children: [...node.children, child],
  }));
  return [tree, child.id];
}

/** Adds a sibling right after `id` (a child when `id` is the root). */
export function addSibling(root: TEditNode, id: string, title = ''): [TEditNode, string] {
  const place = findPlace(root, id);
  if (!place?.parent) return addChild(root, id, title);
  const sibling: TEditNode = { id: newNodeId(), title, children: [] };
  const { parent, index } = place;
  const tree = mapNode(root, parent.id, (node) => ({
    ...node,
    children: [...node.children.slice(0, index + 1), sibling, ...node.children.slice(index + 1)],
  }));
  return [tree, sibling.id];
}

/** Removes a node and its branch (never the root). */
export function removeNode(root: TEditNode, id: string): TEditNode {
  const place = findPlace(root, id);
  if (!place?.parent) return root;
  return mapNode(root, place.parent.id, (node) => ({
    ...node,
    children: node.children.filter((child) => child.id !== id),
  }));
}

/** Whether `id` is `ancestorId` or lies inside its branch. */
function isInside(root: TEditNode, ancestorId: string, id: string): boolean {
  const ancestor = findPlace(root, ancestorId)?.node;
  return ancestor !== undefined && findPlace(ancestor, id) !== undefined;
}

/**
 * Moves a node (with its branch) under `parentId` at `index`; nothing changes when that would
 * put a node inside itself or move the root.
 */
export function moveNode(root: TEditNode, id: string, parentId: string, index: number): TEditNode {
  const place = findPlace(root, id);
  if (!place?.parent || isInside(root, id, parentId)) return root;
  const without = removeNode(root, id);
  // The index counts the new parent's children without the moved node.
  return mapNode(without, parentId, (node) => {
    const at = Math.max(0, Math.min(index, node.children.length));
    return {
      ...node,
      collapsed: false,
      children: [...node.children.slice(0, at), place.node, ...node.children.slice(at)],
    };
  });
}

/** Tab: the node becomes the last child of the sibling before it (unchanged when first). */
export function indentNode(root: TEditNode, id: string): TEditNode {
  const place = findPlace(root, id);
  if (!place?.parent || place.index === 0) return root;
  const previous = place.parent.children[place.index - 1];
  if (!previous) return root;
  return moveNode(root, id, previous.id, previous.children.length);
}

/** Shift+Tab: the node moves right after its parent (unchanged under the root). */
export function outdentNode(root: TEditNode, id: string): TEditNode {
  const place = findPlace(root, id);
  if (!place?.parent) return root;
  const parentPlace = findPlace(root, place.parent.id);
  if (!parentPlace?.parent) return root;
  return moveNode(root, id, parentPlace.parent.id, parentPlace.index + 1);
}

/** The nodes an outline shows, in reading order with their depth (folded branches hidden). */
export function visibleRows(root: TEditNode): { node: TEditNode; depth: number }[] {
  const rows: { node: TEditNode; depth: number }[] = [];
  const walk = (node: TEditNode, depth: number) => {
    rows.push({ node, depth });
    if (!node.collapsed) for (const child of node.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return rows;
}
