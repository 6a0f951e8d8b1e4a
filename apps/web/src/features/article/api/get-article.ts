import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getArticleCall } from '@yzfk/contract/calls/article';
import { api } from '../../../lib/api';
import { articleKeys } from './query-keys';

export type TArticleDetail = TCallData<typeof getArticleCall>;

/**
 * Fetches an article (the server counts the view). Quietly: the page shows a failure itself
 * (文章不存在 for 4501), so no toast repeats it.
 */
export function getArticle(articleId: number): Promise<TArticleDetail> {
  return api.call(getArticleCall, { articleId }, { silent: true });
}

/** Query options of one article. */
export function getArticleQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: articleKeys.detail(articleId),
    queryFn: () => getArticle(articleId),
  });
}

/** One article (not asked for before the id is known). */
export function useArticle(articleId: number | undefined) {
  return useQuery({ ...getArticleQueryOptions(articleId ?? 0), enabled: articleId !== undefined });
}
