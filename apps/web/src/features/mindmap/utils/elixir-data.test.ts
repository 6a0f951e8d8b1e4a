import { describe, expect, it } from 'vitest';
import { withIds, withoutIds } from './edit-tree';
import { fromElixirData, toElixirData } from './elixir-data';

describe("our tree ⇄ mind-elixir's data", () => {
  const stored = {
    title: '民诉',
    children: [
      {
        title: '管辖',
        colour: 'blue' as const,
        note: '级别、地域',
        link: '/law/item/2#a17',
        linkTitle: '民事诉讼法 第十七条',
        collapsed: true,
        children: [{ title: '专属管辖', children: [] }],
      },
      { title: '<b>证据</b>', children: [] },
    ],
  };

  it('converts to the library format with topics, styles, notes, links and folding', () => {
    const data = toElixirData(withIds(stored));
    const branch = data.nodeData.children?.[0];
    expect(data.nodeData.topic).toBe('民诉');
    expect(branch).toMatchObject({
      topic: '管辖',
      style: { background: '#1d39c4', color: '#ffffff' },
      note: '级别、地域',
      // The map's 🔗 is a plain anchor: it carries the app's base path.
      hyperLink: '/Template/yzfk/law/item/2#a17',
      expanded: false,
    });
    expect(data.nodeData.children?.[1]?.topic).toBe('<b>证据</b>');
  });

  it('comes back as the same stored tree', () => {
    expect(withoutIds(fromElixirData(toElixirData(withIds(stored))))).toEqual(stored);
  });
});
