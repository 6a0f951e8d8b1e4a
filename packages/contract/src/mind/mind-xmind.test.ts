import { describe, expect, it } from 'vitest';
import { MIND_DOC_MAX_DEPTH, MIND_DOC_MAX_NODES, MIND_NODE_TITLE_MAX } from './mind-tree';
import type { TMindTreeNode } from './mind-tree';
import {
  treeToXmindContent,
  xmindContentToTree,
  xmindEntriesToTree,
  type TXmindZipEntry,
  XMIND_MESSAGES,
} from './mind-xmind';

/** content.json as XMind 2020 writes it (ids, classes and styles left out where not read). */
const xmindContent = [
  {
    id: 's1',
    class: 'sheet',
    title: '画布 1',
    rootTopic: {
      id: 't1',
      class: 'topic',
      title: '民法',
      structureClass: 'org.xmind.ui.logic.right',
      children: {
        attached: [
          {
            id: 't2',
            title: '民事主体\n（总则）',
            notes: {
              plain: { content: '自然人、法人\r\n非法人组织' },
              realHTML: { content: '<p/>' },
            },
            href: '/law/item/3#art-13',
            branch: 'folded',
            children: { attached: [{ id: 't3', title: '自然人' }] },
          },
          { id: 't4', title: '外链', href: 'https://example.com' },
          { id: 't5', title: '' },
        ],
        detached: [{ id: 't6', title: '浮动主题' }],
      },
    },
  },
  { id: 's2', class: 'sheet', title: '画布 2', rootTopic: { id: 't7', title: '另一张' } },
];

describe('XMind content.json → our tree', () => {
  it('reads the first sheet: titles on one line, notes, site links, folding', () => {
    expect(xmindContentToTree(xmindContent)).toEqual({
      ok: true,
      root: {
        title: '民法',
        children: [
          {
            title: '民事主体 （总则）',
            note: '自然人、法人\n非法人组织',
            link: '/law/item/3#art-13',
            collapsed: true,
            children: [{ title: '自然人', children: [] }],
          },
          // A link off the site is dropped, as the editor would refuse it.
          { title: '外链', children: [] },
          { title: '（空）', children: [] },
        ],
      },
    });
  });

  it('cuts long titles to our cap', () => {
    const result = xmindContentToTree([{ rootTopic: { title: '法'.repeat(500) } }]);
    expect(result.ok && result.root.title).toBe('法'.repeat(MIND_NODE_TITLE_MAX));
  });

  it('refuses more nodes or levels than a document holds', () => {
    const wide = {
      title: '宽',
      children: {
        attached: Array.from({ length: MIND_DOC_MAX_NODES }, (_, i) => ({ title: `${i}` })),
      },
    };
    expect(xmindContentToTree([{ rootTopic: wide }])).toEqual({
      ok: false,
      message: `导图最多 ${MIND_DOC_MAX_NODES} 个节点，这份 XMind 导图更多，请拆成几份`,
    });
    let deep: Record<string, unknown> = { title: '底' };
    for (let level = 0; level < MIND_DOC_MAX_DEPTH + 5; level++) {
      deep = { title: `第${level}层`, children: { attached: [deep] } };
    }
    expect(xmindContentToTree([{ rootTopic: deep }])).toEqual({
      ok: false,
      message: `导图最多 ${MIND_DOC_MAX_DEPTH} 层，请减少层级`,
    });
  });

  it('answers a clear message for anything that is not an XMind map', () => {
    for (const bad of [null, {}, [], [{ title: '无主题' }], [{ rootTopic: 'x' }], '[]']) {
      expect(xmindContentToTree(bad)).toEqual({ ok: false, message: XMIND_MESSAGES.noRoot });
    }
  });

  it('reads a zip’s content.json, and says why a zip without a usable one is refused', async () => {
    const entry = (filename: string, text: string, size = text.length): TXmindZipEntry => ({
      filename,
      directory: false,
      uncompressedSize: size,
      text: () => Promise.resolve(text),
    });
    const map = JSON.stringify([{ rootTopic: { title: '<script>alert(1)</script>' } }]);
    expect(await xmindEntriesToTree([entry('metadata.json', '{}'), entry('content.json', map)]))
      // Script stays text.
      .toEqual({ ok: true, root: { title: '<script>alert(1)</script>', children: [] } });
    expect(await xmindEntriesToTree([entry('content.json', '{not json')])).toEqual({
      ok: false,
      message: XMIND_MESSAGES.badJson,
    });
    expect(await xmindEntriesToTree([entry('content.xml', '<xmap-content/>')])).toEqual({
      ok: false,
      message: '仅支持 XMind 2020 及以后的文件：请先用新版 XMind 打开并另存后再导入',
    });
    expect(await xmindEntriesToTree([entry('mimetype', 'x')])).toEqual({
      ok: false,
      message: XMIND_MESSAGES.noContent,
    });
    expect(await xmindEntriesToTree([entry('content.json', '[]', 6 * 1024 * 1024)])).toEqual({
      ok: false,
      message: XMIND_MESSAGES.tooBig,
    });
  });
});

describe('our tree → XMind content.json', () => {
  const tree: TMindTreeNode = {
    title: '刑法',
    children: [
      {
        title: '犯罪构成',
        note: '四要件\n三阶层',
        link: '/law/item/7#art-13',
        collapsed: true,
        children: [{ title: '客观', children: [] }],
      },
      { title: '刑罚', children: [] },
    ],
  };

  it('writes one sheet titled as the document, every topic with a unique id', () => {
    const content = treeToXmindContent(tree, '我的刑法');
    expect(content).toHaveLength(1);
    const text = JSON.stringify(content);
    const ids = [...text.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(content[0]).toMatchObject({ class: 'sheet', title: '我的刑法' });
  });

  it('reads back what it writes (titles, order, notes, links, folding)', () => {
    const written = JSON.parse(JSON.stringify(treeToXmindContent(tree, '我的刑法'))) as unknown;
    expect(xmindContentToTree(written)).toEqual({ ok: true, root: tree });
  });
});
