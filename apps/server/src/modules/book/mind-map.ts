import {
  MIND_MAP_MAX_DEPTH,
  MIND_MAP_MAX_NODES,
  MIND_MAP_TITLE_MAX,
  type TBookContentsNode,
  type TMindMapNode,
} from '@yzfk/contract/calls/book';

// The book mind map (docs/book-format.md): `{ title, children: [...] }`, capped in nodes, depth
// and title length so that a map file can never make the page or the database choke.

/** Why a parsed JSON value is not a mind map of ours (the first problem), or undefined. */
export function mindMapProblem(value: unknown): string | undefined {
  let nodes = 0;
  function check(node: unknown, depth: number, path: string): string | undefined {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      return `${path}：必须是 { title, children } 对象`;
    }
    const unknown = Object.keys(node).find((key) => key !== 'title' && key !== 'children');
    if (unknown !== undefined) return `${path}：未知字段 ${unknown}`;
    const { title, children } = node as { title?: unknown; children?: unknown };
    if (typeof title !== 'string' || title.trim().length === 0) return `${path}.title：不能为空`;
    if (title.length > MIND_MAP_TITLE_MAX) {
      return `${path}.title：不能超过 ${MIND_MAP_TITLE_MAX} 个字`;
    }
    if (++nodes > MIND_MAP_MAX_NODES) return `节点不能超过 ${MIND_MAP_MAX_NODES} 个`;
    if (children === undefined) return undefined;
    if (!Array.isArray(children)) return `${path}.children：必须是列表`;
    if (children.length > 0 && depth >= MIND_MAP_MAX_DEPTH) {
      return `${path}：层级不能超过 ${MIND_MAP_MAX_DEPTH} 层`;
    }
    for (const [index, child] of children.entries()) {
      const problem = check(child, depth + 1, `${path}.children.${index}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return check(value, 0, '根节点');
}

/** A checked mind map with every node's children present and titles trimmed. */
export function normaliseMindMap(node: { title: string; children?: unknown[] }): TMindMapNode {
  return {
    title: node.title.trim(),
    children: (node.children ?? []).map((child) =>
      normaliseMindMap(child as { title: string; children?: unknown[] }),
    ),
  };
}

/** A mind map made from a book's contents (the book's title at the root), within the caps. */
export function mindMapFromContents(title: string, contents: TBookContentsNode[]): TMindMapNode {
  let budget = MIND_MAP_MAX_NODES - 1;
  const convert = (nodes: TBookContentsNode[], depth: number): TMindMapNode[] => {
    const out: TMindMapNode[] = [];
    for (const node of nodes) {
      if (budget <= 0) break;
      budget--;
      out.push({
        title: node.title.slice(0, MIND_MAP_TITLE_MAX),
        children: depth < MIND_MAP_MAX_DEPTH ? convert(node.children, depth + 1) : [],
      });
    }
    return out;
  };
  return { title: title.slice(0, MIND_MAP_TITLE_MAX), children: convert(contents, 1) };
}
