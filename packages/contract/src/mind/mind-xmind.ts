import {
  isSiteLink,
  MIND_DOC_MAX_DEPTH,
  MIND_DOC_MAX_NODES,
  MIND_NODE_LINK_MAX,
  MIND_NODE_NOTE_MAX,
  MIND_NODE_TITLE_MAX,
  treeCapProblem,
  type TMindTreeNode,
} from './mind-tree';

// XMind files (issue 15, decision 0026) enter and leave the product through these two pure
// functions. An .xmind file is a zip; XMind 2020 and later (and XMind Zen) keep the map in its
// `content.json`: an array of sheets, each with a `rootTopic` whose children sit in
// `children.attached`, a note in `notes.plain.content`, a link in `href` and a folded branch as
// `branch: 'folded'`. The apps unzip (zip.js on both sides); this file only reads and writes the
// JSON, so the web's import, its export and the server's book importer agree on one mapping.
// Only the first sheet is read (a document is one tree); floating topics, summaries, markers,
// labels and styles do not travel. XMind 8's `content.xml` is not read: its users get a message.

export type TXmindResult = { ok: true; root: TMindTreeNode } | { ok: false; message: string };

export const XMIND_CONTENT_FILE = 'content.json';
/** What XMind 8 (and older) keep the map in. */
export const XMIND_LEGACY_FILE = 'content.xml';
/** content.json at most (bytes): a capped tree is far smaller. */
export const XMIND_CONTENT_MAX_BYTES = 5 * 1024 * 1024;

export const XMIND_MESSAGES = {
  notZip: '无法打开这个文件：它不是有效的 XMind（.xmind）文件',
  legacy: '仅支持 XMind 2020 及以后的文件：请先用新版 XMind 打开并另存后再导入',
  noContent: '这个文件里没有 XMind 导图内容（content.json）',
  badJson: 'XMind 文件已损坏：content.json 不是合法的 JSON',
  noRoot: 'XMind 文件里没有中心主题',
  tooBig: `XMind 导图内容不能超过 ${XMIND_CONTENT_MAX_BYTES / 1024 / 1024} MB`,
} as const;

type TXmindTopic = {
  id: string;
  class: 'topic';
  title: string;
  children?: { attached: TXmindTopic[] };
  notes?: { plain: { content: string } };
  href?: string;
  branch?: 'folded';
  structureClass?: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A topic's title on one line (XMind allows line breaks; our node titles are one line). */
function titleOf(value: unknown): string {
  const title = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return title === '' ? '（空）' : Array.from(title).slice(0, MIND_NODE_TITLE_MAX).join('');
}

/** A topic's plain-text note, within our cap, or undefined. */
function noteOf(topic: Record<string, unknown>): string | undefined {
  const notes = topic.notes;
  const plain = isObject(notes) ? notes.plain : undefined;
  const content = isObject(plain) ? plain.content : undefined;
  if (typeof content !== 'string') return undefined;
  const note = content.replace(/\r\n?/g, '\n').trim();
  return note === '' ? undefined : note.slice(0, MIND_NODE_NOTE_MAX);
}

/**
 * Our tree from a parsed `content.json`. Titles and notes are cut to our caps; more nodes or
 * levels than a document may hold is refused (the walk stops there, so a hostile file costs
 * little), as is anything that is not XMind's sheet array.
 */
export function xmindContentToTree(content: unknown): TXmindResult {
  const sheet: unknown = Array.isArray(content) ? content[0] : undefined;
  const rootTopic = isObject(sheet) ? sheet.rootTopic : undefined;
  if (!isObject(rootTopic)) return { ok: false, message: XMIND_MESSAGES.noRoot };
  let nodes = 0;
  let problem: string | undefined;
  const convert = (topic: Record<string, unknown>, depth: number): TMindTreeNode => {
    nodes++;
    const node: TMindTreeNode = { title: titleOf(topic.title), children: [] };
    const note = noteOf(topic);
    if (note) node.note = note;
    if (
      typeof topic.href === 'string' &&
      topic.href.length <= MIND_NODE_LINK_MAX &&
      isSiteLink(topic.href)
    ) {
      node.link = topic.href;
    }
    const attached = isObject(topic.children) ? topic.children.attached : undefined;
    if (!Array.isArray(attached)) return node;
    for (const child of attached) {
      if (problem) break;
      if (!isObject(child)) continue;
      if (depth + 1 > MIND_DOC_MAX_DEPTH) {
        problem = `导图最多 ${MIND_DOC_MAX_DEPTH} 层，请减少层级`;
      } else if (nodes >= MIND_DOC_MAX_NODES) {
        problem = `导图最多 ${MIND_DOC_MAX_NODES} 个节点，这份 XMind 导图更多，请拆成几份`;
      } else {
        node.children.push(convert(child, depth + 1));
      }
    }
    if (topic.branch === 'folded' && node.children.length > 0) node.collapsed = true;
    return node;
  };
  const root = convert(rootTopic, 0);
  problem ??= treeCapProblem(root);
  return problem ? { ok: false, message: problem } : { ok: true, root };
}

/** One entry of an .xmind zip as the apps' zip library lists it. */
export type TXmindZipEntry = {
  filename: string;
  directory: boolean;
  uncompressedSize: number;
  /** The entry's text (inflated only when asked). */
  text: () => Promise<string>;
};

/**
 * Our tree from an .xmind zip's entries: its `content.json`, or the message for a zip without
 * one (XMind 8's `content.xml`, or not XMind at all), for too large or broken JSON.
 */
export async function xmindEntriesToTree(entries: TXmindZipEntry[]): Promise<TXmindResult> {
  const content = entries.find((entry) => entry.filename === XMIND_CONTENT_FILE);
  if (!content || content.directory) {
    const legacy = entries.some((entry) => entry.filename === XMIND_LEGACY_FILE);
    return { ok: false, message: legacy ? XMIND_MESSAGES.legacy : XMIND_MESSAGES.noContent };
  }
  if (content.uncompressedSize > XMIND_CONTENT_MAX_BYTES) {
    return { ok: false, message: XMIND_MESSAGES.tooBig };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await content.text());
  } catch {
    return { ok: false, message: XMIND_MESSAGES.badJson };
  }
  return xmindContentToTree(parsed);
}

/** Topic ids: XMind wants one on every topic, unique in the file. */
function idMaker(): () => string {
  let next = 0;
  return () => `yzfk-${(next++).toString(36)}`;
}

/** `content.json` for our tree: one sheet titled as the document (export). */
export function treeToXmindContent(root: TMindTreeNode, sheetTitle: string): unknown[] {
  const id = idMaker();
  const convert = (node: TMindTreeNode): TXmindTopic => {
    const topic: TXmindTopic = { id: id(), class: 'topic', title: node.title };
    if (node.children.length > 0) topic.children = { attached: node.children.map(convert) };
    if (node.note) topic.notes = { plain: { content: node.note } };
    if (node.link) topic.href = node.link;
    if (node.collapsed && node.children.length > 0) topic.branch = 'folded';
    return topic;
  };
  const rootTopic = { ...convert(root), structureClass: 'org.xmind.ui.map.unbalanced' };
  return [{ id: id(), class: 'sheet', title: sheetTitle, rootTopic }];
}

/** The files besides content.json that XMind expects in an .xmind zip (name → text). */
export const XMIND_SIDE_FILES: Record<string, string> = {
  'metadata.json': JSON.stringify({ creator: { name: '有章法考', version: '1' } }),
  'manifest.json': JSON.stringify({
    'file-entries': { 'content.json': {}, 'metadata.json': {} },
  }),
};
