// A user's mind map or outline is one stored tree (issue 15): OUR JSON, never a library's
// format. The book mind map's `{ title, children }` is a subset of it, so a book map opens in
// the same viewer. Caps keep a document small enough for one reply and one browser page.

export const MIND_NODE_COLOURS = ['red', 'orange', 'green', 'blue', 'purple'] as const;
export type TMindNodeColour = (typeof MIND_NODE_COLOURS)[number];

/** One node: its title, children in order, and what the editor adds to it. */
export type TMindTreeNode = {
  title: string;
  children: TMindTreeNode[];
  colour?: TMindNodeColour;
  /** The user's note on the node (plain text). */
  note?: string;
  /** A link to a place on our own site (a law article, a question, a book position). */
  link?: string;
  /** What the link opens, as the picker named it (《民法典》第十三条): shown instead of the path. */
  linkTitle?: string;
  /** True when the branch is folded. */
  collapsed?: boolean;
};

export const MIND_DOC_MAX_NODES = 2000;
export const MIND_DOC_MAX_DEPTH = 16;
export const MIND_NODE_TITLE_MAX = 200;
export const MIND_NODE_NOTE_MAX = 2000;
export const MIND_NODE_LINK_MAX = 300;
/** The tree's JSON at most, in bytes (UTF-8): about 2000 nodes with short notes. */
export const MIND_DOC_MAX_BYTES = 512 * 1024;

/**
 * The first segments a node link may start with: our own pages only (law articles, questions,
 * books, articles, courses, notes; a question opens its bank's /tikulist, as the search does). No scheme and no `//`, so a link can never leave the site.
 */
const LINK_PATTERN =
  /^\/(law|book|tiku|tikulist|zj|sj|zg|article|course|mynotes)(\/[^\s]*)?(\?[^\s]*)?(#[^\s]*)?$/;

/** Whether a node link points to one of our own pages. */
export function isSiteLink(link: string): boolean {
  return LINK_PATTERN.test(link) && !link.startsWith('//');
}

export const SITE_LINK_MESSAGE =
  '链接只能指向本站的法条、题目、图书或文章页面，例如 /law/item/1 或 /book/reader?id=1';

/** How many nodes a tree has and how deep it goes (the root is depth 0). */
export function measureTree(root: TMindTreeNode): { nodes: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const walk = (node: TMindTreeNode, level: number) => {
    nodes++;
    depth = Math.max(depth, level);
    for (const child of node.children) walk(child, level + 1);
  };
  walk(root, 0);
  return { nodes, depth };
}

/** Why a tree is over the caps (a message a user can act on), or undefined. */
export function treeCapProblem(root: TMindTreeNode): string | undefined {
  const { nodes, depth } = measureTree(root);
  if (nodes > MIND_DOC_MAX_NODES) {
    return `导图最多 ${MIND_DOC_MAX_NODES} 个节点，这份有 ${nodes} 个，请拆成几份`;
  }
  if (depth > MIND_DOC_MAX_DEPTH) return `导图最多 ${MIND_DOC_MAX_DEPTH} 层，请减少层级`;
  const bytes = new TextEncoder().encode(JSON.stringify(root)).length;
  if (bytes > MIND_DOC_MAX_BYTES) {
    return `导图内容不能超过 ${MIND_DOC_MAX_BYTES / 1024} KB，请删减一些备注或拆成几份`;
  }
  return undefined;
}
