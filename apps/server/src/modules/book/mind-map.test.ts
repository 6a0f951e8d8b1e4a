import { describe, expect, it } from 'vitest';
import { MIND_MAP_MAX_DEPTH, MIND_MAP_MAX_NODES } from '@yzfk/contract/calls/book';
import { mindMapFromContents, mindMapProblem, normaliseMindMap } from './mind-map';

/** A chain of `depth` nodes below the root. */
function chain(depth: number): unknown {
  let node: unknown = { title: 'leaf' };
  for (let i = 0; i < depth; i++) node = { title: `n${i}`, children: [node] };
  return node;
}

describe('mind maps', () => {
  it('accept our tree and fill in missing children', () => {
    const map = { title: ' 宪法 ', children: [{ title: '总纲' }] };
    expect(mindMapProblem(map)).toBeUndefined();
    expect(normaliseMindMap(map)).toEqual({
      title: '宪法',
      children: [{ title: '总纲', children: [] }],
    });
  });

  it('refuse other shapes, unknown fields and maps past the caps, naming the place', () => {
    expect(mindMapProblem([])).toContain('根节点');
    expect(mindMapProblem({ title: '' })).toBe('根节点.title：不能为空');
    expect(mindMapProblem({ title: 'a', children: [{ title: 'b', note: 1 }] })).toBe(
      '根节点.children.0：未知字段 note',
    );
    expect(mindMapProblem({ title: 'a', children: 'b' })).toContain('必须是列表');
    expect(mindMapProblem(chain(MIND_MAP_MAX_DEPTH))).toBeUndefined();
    expect(mindMapProblem(chain(MIND_MAP_MAX_DEPTH + 1))).toContain('层级不能超过');
    const wide = {
      title: 'a',
      children: Array.from({ length: MIND_MAP_MAX_NODES }, () => ({ title: 'x' })),
    };
    expect(mindMapProblem(wide)).toContain('节点不能超过');
  });

  it('are made from the contents within the caps when none was imported', () => {
    const contents = Array.from({ length: MIND_MAP_MAX_NODES + 10 }, (_, i) => ({
      title: `第${i + 1}条`,
      page: i + 1,
      children: [],
    }));
    const made = mindMapFromContents('民法典', contents);
    expect(made.title).toBe('民法典');
    expect(made.children).toHaveLength(MIND_MAP_MAX_NODES - 1);
    expect(made.children[0]).toEqual({ title: '第1条', children: [] });
  });
});
