import type { MindElixirData, NodeObj } from 'mind-elixir';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';
import { MIND_NODE_COLOURS, type TMindNodeColour } from '@yzfk/contract/mind/mind-tree';
import { fullHref } from '@yzfk/contract/paths';
import { newNodeId, type TEditNode } from './edit-tree';

// Our tree ⇄ mind-elixir's data. Only these two functions know the library's format, so the
// stored tree never depends on it (the library may change its format between versions).

/** Node colours as the map paints them (background; the text is white on each). */
export const COLOUR_HEX: Record<TMindNodeColour, string> = {
  red: '#d4380d',
  orange: '#d46b08',
  green: '#389e0d',
  blue: '#1d39c4',
  purple: '#531dab',
};
export const COLOUR_LABELS: Record<TMindNodeColour, string> = {
  red: '红',
  orange: '橙',
  green: '绿',
  blue: '蓝',
  purple: '紫',
};

/**
 * The map draws a node's link as a plain anchor (🔗, opening a new tab), outside the router: it
 * needs the app's base path, which our stored links (router paths) leave out.
 */
const hrefOf = fullHref;
const linkOf = (href: string) =>
  href.startsWith(WEB_BASE_PATH) ? `/${href.slice(WEB_BASE_PATH.length)}` : href;

const colourOf = (background: string | undefined): TMindNodeColour | undefined =>
  MIND_NODE_COLOURS.find((colour) => COLOUR_HEX[colour] === background);

/** mind-elixir's node for one of ours (the id kept, so a selection survives a refresh). */
export function toElixirNode(node: TEditNode): NodeObj {
  const out: NodeObj = {
    id: node.id,
    topic: node.title,
    children: node.children.map(toElixirNode),
  };
  if (node.collapsed && node.children.length > 0) out.expanded = false;
  if (node.colour) out.style = { background: COLOUR_HEX[node.colour], color: '#ffffff' };
  if (node.note) out.note = node.note;
  if (node.link) out.hyperLink = hrefOf(node.link);
  // The library has no place for a link's name; its free-form metadata carries it through.
  if (node.linkTitle) out.metadata = { linkTitle: node.linkTitle };
  return out;
}

/** The map data for a tree (branches to both sides of the root). */
export function toElixirData(root: TEditNode): MindElixirData {
  return { nodeData: toElixirNode(root), direction: 2 };
}

/** Our node for one of mind-elixir's (fields we do not store are dropped). */
export function fromElixirNode(node: NodeObj): TEditNode {
  const out: TEditNode = {
    id: node.id || newNodeId(),
    title: node.topic,
    children: (node.children ?? []).map(fromElixirNode),
  };
  const colour = colourOf(node.style?.background);
  if (colour) out.colour = colour;
  if (node.note) out.note = node.note;
  if (node.hyperLink) out.link = linkOf(node.hyperLink);
  const linkTitle = (node.metadata as { linkTitle?: unknown } | undefined)?.linkTitle;
  if (node.hyperLink && typeof linkTitle === 'string') out.linkTitle = linkTitle;
  if (node.expanded === false && out.children.length > 0) out.collapsed = true;
  return out;
}

/** Our tree from the map's data. */
export function fromElixirData(data: MindElixirData): TEditNode {
  return fromElixirNode(data.nodeData);
}
