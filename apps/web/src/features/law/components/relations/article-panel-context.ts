import { createContext, useContext } from 'react';
import type { TLawArticleCounts, TLawBadge } from '@yzfk/contract/calls/law-relation-counts';

/** What an article's badges need of the law page: its counts and how to open its panel. */
export type TArticlePanelContext = {
  /** The article's badge counts; undefined while they load or when it has none. */
  countsOf: (ordinal: number) => TLawArticleCounts | undefined;
  /** Opens the article's panel at a badge (a new history entry: Back closes it). */
  open: (ordinal: number, tab: TLawBadge) => void;
};

export const ArticlePanelContext = createContext<TArticlePanelContext | null>(null);

/** The law page's panel, when the page has one (an article shown elsewhere has none). */
export function useArticlePanel(): TArticlePanelContext | null {
  return useContext(ArticlePanelContext);
}
