import type { TNote } from '@yzfk/contract/calls/notes';
import type { TSearchHit } from '@yzfk/contract/calls/search';
import { isSiteLink, MIND_NODE_LINK_MAX, MIND_NODE_TITLE_MAX } from '@yzfk/contract/mind/mind-tree';
import { notePath } from '../../../lib/note-place';

/** What a node links to: the path it opens and the name the panel shows. */
export type TLinkTarget = { link: string; title: string };

const cut = (text: string, max: number) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/**
 * A search hit as a node link: the hit's own path (a question's opens its bank, as the search
 * page does) without the search's highlight terms, which would only date the link. Undefined
 * when the path cannot be a node link (too long, or a page links may not point to).
 */
export function hitTarget(hit: Pick<TSearchHit, 'title' | 'path'>): TLinkTarget | undefined {
  const link = hit.path.replace(/([?&])hl=[^&#]*(&?)/, (_, lead: string, tail: string) =>
    tail ? lead : '',
  );
  if (link.length > MIND_NODE_LINK_MAX || !isSiteLink(link)) return undefined;
  return { link, title: cut(hit.title, MIND_NODE_TITLE_MAX) };
}

/** A book note or bookmark as a node link: the reader at its place (as /mynotes opens it). */
export function noteTarget(
  note: Pick<TNote, 'source' | 'sourceId' | 'anchor' | 'anchorOrder' | 'quote' | 'text'>,
): TLinkTarget | undefined {
  const link = notePath(note);
  if (!link || link.length > MIND_NODE_LINK_MAX || !isSiteLink(link)) return undefined;
  return { link, title: `图书笔记：${cut(note.quote || note.text || '（无文字）', 40)}` };
}
