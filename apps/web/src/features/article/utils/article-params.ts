// The article pages' URL params: the article id in the path and the list's filters in the query.
import { ARTICLE_COLUMNS } from '@yzfk/contract/calls/article';
import type { TArticlesRequest } from '../api/list-articles';
import { oneOf, pageParam, textParam } from '../../../lib/url-filters';

export const ARTICLE_PAGE_SIZE = 10;

const INT32_MAX = 2_147_483_647;

/** The article id in a path, or undefined for anything the server could never know. */
export function parseArticleId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= INT32_MAX ? id : undefined;
}

export type TArticleFilters = {
  column: (typeof ARTICLE_COLUMNS)[number] | undefined;
  tag: string | undefined;
  keyword: string | undefined;
  sort: 'newest' | 'popular';
  page: number;
};

/** The list's filters from the URL query (column, tag, q, sort, page); bad values are dropped. */
export function filtersFromParams(params: URLSearchParams): TArticleFilters {
  return {
    column: oneOf(ARTICLE_COLUMNS, params.get('column')),
    tag: textParam(params, 'tag', 30),
    keyword: textParam(params, 'q', 50),
    sort: params.get('sort') === 'popular' ? 'popular' : 'newest',
    page: pageParam(params),
  };
}

/** The list call's request for some filters. */
export function requestOf(filters: TArticleFilters): TArticlesRequest {
  return {
    column: filters.column,
    tag: filters.tag,
    keyword: filters.keyword,
    sort: filters.sort,
    page: filters.page,
    pageSize: ARTICLE_PAGE_SIZE,
  };
}
