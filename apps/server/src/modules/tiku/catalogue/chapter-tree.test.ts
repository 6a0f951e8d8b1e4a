import { describe, expect, it } from 'vitest';
import { depthFirstIds, nestChapters, subtreeIds, type TChapterRow } from './chapter-tree';

const row = (id: number, parentId: number | null, ordinal: number): TChapterRow => ({
  id,
  parentId,
  name: `章 ${id}`,
  ordinal,
});

// 1 ─┬─ 3
//    └─ 4 ── 6
// 2 ──── 5         (stored out of order; 7 names a parent that does not exist)
const rows = [
  row(5, 2, 1),
  row(4, 1, 2),
  row(2, null, 2),
  row(6, 4, 1),
  row(3, 1, 1),
  row(1, null, 1),
  row(7, 99, 3),
];

describe('the chapter tree', () => {
  it('nests chapters by parent in ordinal order; a missing parent makes a root', () => {
    const roots = nestChapters(rows);
    expect(roots.map((node) => node.chapter.id)).toEqual([1, 2, 7]);
    expect(roots[0]?.children.map((node) => node.chapter.id)).toEqual([3, 4]);
  });

  it('reads chapters depth first: each chapter, then its sub-chapters', () => {
    expect(depthFirstIds(nestChapters(rows))).toEqual([1, 3, 4, 6, 2, 5, 7]);
  });

  it('gives a chapter with its sub-chapters, and nothing for an unknown id', () => {
    const roots = nestChapters(rows);
    expect(subtreeIds(roots, 1)).toEqual([1, 3, 4, 6]);
    expect(subtreeIds(roots, 6)).toEqual([6]);
    expect(subtreeIds(roots, 42)).toEqual([]);
  });

  it('keeps a chapter that names itself as parent as a root instead of looping', () => {
    expect(depthFirstIds(nestChapters([row(1, 1, 1)]))).toEqual([1]);
  });
});
