import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLawArticlesCall,
  LAW_ARTICLES_MAX,
  type TLawArticleRef,
  type TLawArticleText,
} from '@yzfk/contract/calls/law';
import { api } from '../../lib/api';

/** Query keys of cited articles' text: one entry per set of articles a panel cites. */
export const lawArticleKeys = {
  all: ['lawArticles'] as const,
  texts: (refs: TLawArticleRef[]) =>
    [...lawArticleKeys.all, refs.map((ref) => `${ref.lawId}:${ref.ordinal}`).join(',')] as const,
};

/**
 * Fetches the text of some cited articles (those found). A panel cites a few, so this is one
 * request; beyond LAW_ARTICLES_MAX it asks in batches. Silent: the panel says 条文暂时无法载入
 * beside the link instead of a toast.
 */
export async function getLawArticles(refs: TLawArticleRef[]): Promise<TLawArticleText[]> {
  const batches: TLawArticleRef[][] = [];
  for (let start = 0; start < refs.length; start += LAW_ARTICLES_MAX) {
    batches.push(refs.slice(start, start + LAW_ARTICLES_MAX));
  }
  const replies = await Promise.all(
    batches.map((batch) => api.call(getLawArticlesCall, { refs: batch }, { silent: true })),
  );
  return replies.flatMap((reply) => reply.articles);
}

/** Query options of some articles' text; statutes rarely change, so it stays fresh ten minutes. */
export function getLawArticlesQueryOptions(refs: TLawArticleRef[]) {
  return queryOptions({
    queryKey: lawArticleKeys.texts(refs),
    queryFn: () => getLawArticles(refs),
    staleTime: 10 * 60_000,
  });
}

/**
 * The text of every article a panel cites. Each opened article asks with the panel's whole list,
 * so they share one query key and one request.
 */
export function useLawArticles(refs: TLawArticleRef[]) {
  return useQuery(getLawArticlesQueryOptions(refs));
}
