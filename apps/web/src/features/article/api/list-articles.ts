import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { listArticlesCall } from '@yzfk/contract/calls/article';
import { api } from '../../../lib/api';
import { articleKeys } from './query-keys';

export type TArticlesRequest = Partial<TCallRequest<typeof listArticlesCall>>;
export type TArticleList = TCallData<typeof listArticlesCall>;
export type TArticleCard = TArticleList['items'][number];

/** Fetches a page of published articles, the tags and the 最多阅读 list. */
export function listArticles(request: TArticlesRequest): Promise<TArticleList> {
  return api.call(listArticlesCall, request);
}

/** Query options of a page of articles: the previous page stays on screen while one loads. */
export function getArticlesQueryOptions(request: TArticlesRequest) {
  return queryOptions({
    queryKey: [...articleKeys.lists(), request],
    queryFn: () => listArticles(request),
    placeholderData: keepPreviousData,
  });
}

/** A page of articles. */
export function useArticles(request: TArticlesRequest) {
  return useQuery(getArticlesQueryOptions(request));
}
