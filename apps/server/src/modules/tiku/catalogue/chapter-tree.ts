// Chapters are stored flat (parentId, ordinal); the catalogue shows them nested and chapter
// practice takes questions in the order a reader meets the chapters (depth first).

export type TChapterRow = { id: number; parentId: number | null; name: string; ordinal: number };

export type TChapterTreeNode<T extends TChapterRow = TChapterRow> = {
  chapter: T;
  children: TChapterTreeNode<T>[];
};

const byOrder = (a: TChapterRow, b: TChapterRow) => a.ordinal - b.ordinal || a.id - b.id;

/** The chapters of one subject as a tree; a chapter whose parent is missing becomes a root. */
export function nestChapters<T extends TChapterRow>(rows: readonly T[]): TChapterTreeNode<T>[] {
  const nodes = new Map<number, TChapterTreeNode<T>>();
  for (const chapter of [...rows].sort(byOrder)) nodes.set(chapter.id, { chapter, children: [] });
  const roots: TChapterTreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.chapter.parentId === null ? undefined : nodes.get(node.chapter.parentId);
    // A chapter that names itself (or a child) as its parent would make a cycle: keep it a root.
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Chapter ids in reading order: each chapter, then its sub-chapters. */
export function depthFirstIds(roots: readonly TChapterTreeNode[]): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  const visit = (node: TChapterTreeNode) => {
    if (seen.has(node.chapter.id)) return;
    seen.add(node.chapter.id);
    ids.push(node.chapter.id);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return ids;
}

/** A chapter and all its sub-chapters, in reading order; empty when the id is not in the tree. */
export function subtreeIds(roots: readonly TChapterTreeNode[], chapterId: number): number[] {
  const find = (nodes: readonly TChapterTreeNode[]): TChapterTreeNode | undefined => {
    for (const node of nodes) {
      if (node.chapter.id === chapterId) return node;
      const found = find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(roots);
  return node ? depthFirstIds([node]) : [];
}
