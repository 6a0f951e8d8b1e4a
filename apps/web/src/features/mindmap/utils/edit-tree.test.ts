import { describe, expect, it } from 'vitest';
import {
  addChild,
  addSibling,
  indentNode,
  moveNode,
  outdentNode,
  removeNode,
  visibleRows,
  withIds,
  withoutIds,
  type TEditNode,
} from './edit-tree';

const titles = (node: TEditNode): unknown =>
  node.children.length === 0 ? node.title : { [node.title]: node.children.map(titles) };
const start = () =>
  withIds({
    title: '刑法',
    children: [
      { title: '总论', children: [{ title: '犯罪构成', children: [] }] },
      { title: '分论', children: [] },
    ],
  });
const idOf = (root: TEditNode, title: string): string => {
  const found = visibleRows(root).find((row) => row.node.title === title);
  if (!found) throw new Error(`no ${title}`);
  return found.node.id;
};

describe('tree operations', () => {
  it('adds a child at the end and a sibling right after, leaving the input as it was', () => {
    const root = start();
    const [withChild] = addChild(root, idOf(root, '总论'), '罪数');
    const [withSibling] = addSibling(withChild, idOf(withChild, '总论'), '刑罚');
    expect(titles(withSibling)).toEqual({
      刑法: [{ 总论: ['犯罪构成', '罪数'] }, '刑罚', '分论'],
    });
    expect(titles(root)).toEqual({ 刑法: [{ 总论: ['犯罪构成'] }, '分论'] });
  });

  it('adds a child, not a sibling, to the root', () => {
    const root = start();
    const [tree] = addSibling(root, root.id, '附录');
    expect(titles(tree)).toEqual({ 刑法: [{ 总论: ['犯罪构成'] }, '分论', '附录'] });
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    const root = start();
    const indented = indentNode(root, idOf(root, '分论'));
    expect(titles(indented)).toEqual({ 刑法: [{ 总论: ['犯罪构成', '分论'] }] });
    const outdented = outdentNode(indented, idOf(indented, '犯罪构成'));
    expect(titles(outdented)).toEqual({ 刑法: [{ 总论: ['分论'] }, '犯罪构成'] });
    // The first child cannot indent; a child of the root cannot outdent.
    expect(indentNode(root, idOf(root, '总论'))).toBe(root);
    expect(outdentNode(root, idOf(root, '分论'))).toBe(root);
  });

  it('moves a branch, but never into itself', () => {
    const root = start();
    const moved = moveNode(root, idOf(root, '总论'), idOf(root, '分论'), 0);
    expect(titles(moved)).toEqual({ 刑法: [{ 分论: [{ 总论: ['犯罪构成'] }] }] });
    expect(moveNode(root, idOf(root, '总论'), idOf(root, '犯罪构成'), 0)).toBe(root);
  });

  it('removes a branch and hides folded children from the outline', () => {
    const root = start();
    expect(titles(removeNode(root, idOf(root, '总论')))).toEqual({ 刑法: ['分论'] });
    const folded = { ...root, children: root.children.map((c) => ({ ...c, collapsed: true })) };
    expect(visibleRows(folded).map((row) => [row.node.title, row.depth])).toEqual([
      ['刑法', 0],
      ['总论', 1],
      ['分论', 1],
    ]);
  });

  it('drops ids and empty fields when stored', () => {
    const root = withIds({ title: '根', children: [{ title: '叶', children: [], note: '' }] });
    expect(withoutIds({ ...root, collapsed: true })).toEqual({
      title: '根',
      collapsed: true,
      children: [{ title: '叶', children: [] }],
    });
  });
});
