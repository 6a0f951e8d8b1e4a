import { describe, expect, it } from 'vitest';
import { markdownToTree, treeToMarkdown } from './mind-markdown';
import type { TMindTreeNode } from './mind-tree';

const tree: TMindTreeNode = {
  title: '民法 [总则]',
  children: [
    {
      title: '民事主体',
      note: '自然人、法人\n非法人组织',
      children: [{ title: '自然人', link: '/law/item/3#a13', children: [] }],
    },
    { title: '诉讼时效', children: [] },
  ],
};

describe('tree ⇄ Markdown', () => {
  it('writes a heading, nested items, links and notes', () => {
    expect(treeToMarkdown(tree)).toBe(
      [
        '# 民法 \\[总则\\]',
        '- 民事主体',
        '  > 自然人、法人',
        '  > 非法人组织',
        '  - [自然人](/law/item/3#a13)',
        '- 诉讼时效',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it writes (titles, order, notes, links)', () => {
    expect(markdownToTree(treeToMarkdown(tree), '导入')).toEqual(tree);
  });

  it('reads headings of several levels and any list marker', () => {
    const markdown = '# 刑法\n## 总论\n1. 犯罪构成\n   * 客观\n## 分论\n+ 侵犯财产罪\n';
    expect(markdownToTree(markdown, '导入')).toEqual({
      title: '刑法',
      children: [
        {
          title: '总论',
          children: [{ title: '犯罪构成', children: [{ title: '客观', children: [] }] }],
        },
        { title: '分论', children: [{ title: '侵犯财产罪', children: [] }] },
      ],
    });
  });

  it('roots a text without one heading at the fallback title', () => {
    expect(markdownToTree('- 甲\n- 乙', '我的提纲')).toEqual({
      title: '我的提纲',
      children: [
        { title: '甲', children: [] },
        { title: '乙', children: [] },
      ],
    });
    expect(markdownToTree(' \n\n', '空')).toBeUndefined();
  });

  it('keeps script as text', () => {
    const root = markdownToTree('# <script>alert(1)</script>', 'x');
    expect(root?.title).toBe('<script>alert(1)</script>');
  });
});
