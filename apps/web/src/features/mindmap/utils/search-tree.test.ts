import { describe, expect, it } from 'vitest';
import { visibleRows, withIds } from './edit-tree';
import { foldAt, matchingNodes } from './search-tree';

const book = withIds({
  title: '宪法',
  children: [
    { title: '第一章 总纲', children: [{ title: '第一条', children: [] }] },
    { title: '第二章 公民的基本权利和义务', children: [{ title: '第三十三条', children: [] }] },
  ],
});

describe('book map search and folding', () => {
  it('finds nodes containing the text, in reading order', () => {
    const ids = matchingNodes(book, '第');
    const titles = visibleRows(book)
      .filter((row) => ids.includes(row.node.id))
      .map((row) => row.node.title);
    expect(titles).toEqual(['第一章 总纲', '第一条', '第二章 公民的基本权利和义务', '第三十三条']);
    expect(matchingNodes(book, '  ')).toEqual([]);
  });

  it('opens a large map at its chapters', () => {
    expect(visibleRows(foldAt(book, 1)).map((row) => row.node.title)).toEqual([
      '宪法',
      '第一章 总纲',
      '第二章 公民的基本权利和义务',
    ]);
  });
});
