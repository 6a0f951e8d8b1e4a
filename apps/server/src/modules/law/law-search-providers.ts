import type { TSearchHit } from '@yzfk/contract/calls/search';
import { paths } from '@yzfk/contract/paths';
import { snippetOf } from '../../platform/search/highlight';
import type { TProviderRequest, TSearchProvider } from '../../platform/search/search-provider';
import type { TArticleSearchRequest, TLawSearch, TLawSearchFilters } from './law-search';

// The law module's answer to the global search: its 法规 and 条文 tabs, ranked by the law search
// (decisions 0006, 0032). The global search has checked the query and made its terms already.

/** The mark of an article that defines the concept searched for. */
export const DEFINING_LABEL = '定义条文';

/**
 * An article hit's title: the law and the article's number (第六十五条; an amending law's item
 * as 第一项). A case, or text without a number, is named by its title and section (…案 · 裁判要点):
 * never a bare number, and two sections of one case do not read as the same hit twice.
 */
export function articleHitTitle(hit: {
  lawTitle: string;
  level: string;
  number: string | null;
  headings: string[];
}): string {
  const section = hit.headings.at(-1);
  if (hit.level === '案例' || !hit.number) {
    return section ? `${hit.lawTitle} · ${section}` : hit.lawTitle;
  }
  return hit.number.startsWith('第')
    ? `${hit.lawTitle} ${hit.number}`
    : `${hit.lawTitle} 第${hit.number}项`;
}

/** The filters of a global search that narrow laws (other tabs ignore them). */
function filtersOf(request: TProviderRequest): TLawSearchFilters {
  return { level: request.level, region: request.region, status: request.status };
}

/** The law search's mode: 仅标题 (title) searches law titles with every term. */
function modeOf(request: TProviderRequest) {
  return request.mode === 'phrase' ? 'phrase' : 'all';
}

/** A global search request as the law search asks it: its filters, terms, mode and page. */
function lawQueryOf(request: TProviderRequest): TArticleSearchRequest {
  return {
    ...filtersOf(request),
    query: request.query,
    mode: modeOf(request),
    offset: request.offset,
    limit: request.limit,
  };
}

/** 法规: law titles, ranked by the law search. */
export function createLawTitleProvider(search: TLawSearch): TSearchProvider {
  return {
    tab: 'law',
    async search(request) {
      const found = await search.searchLawTitles(lawQueryOf(request));
      return {
        total: found.total,
        capped: found.capped,
        hits: found.items.map((law): TSearchHit => ({
          id: law.id,
          title: law.title,
          snippet: [
            {
              text: [law.issuingBody, law.publishedAt ? `${law.publishedAt} 公布` : null]
                .filter(Boolean)
                .join(' · '),
              hit: false,
            },
          ],
          tags: [law.level, law.status],
          path: paths.lawItem.href({ id: law.id, terms: request.terms }),
        })),
      };
    },
  };
}

/** 条文: law articles, ranked by the law search; 仅标题 mode finds no articles. */
export function createLawArticleProvider(search: TLawSearch): TSearchProvider {
  return {
    tab: 'article-clause',
    async search(request) {
      if (request.mode === 'title') return { total: 0, capped: false, hits: [] };
      const found = await search.searchArticles(lawQueryOf(request));
      return {
        total: found.total,
        capped: found.capped,
        hits: found.items.map((hit): TSearchHit => ({
          id: hit.articleId,
          title: articleHitTitle(hit),
          snippet: snippetOf(hit.paragraphs.join(' '), request.terms),
          tags: [hit.level, hit.status, ...(hit.headings.length ? [hit.headings.join(' › ')] : [])],
          path: paths.lawItem.href({ id: hit.lawId, terms: request.terms, article: hit.ordinal }),
          ...(hit.concept ? { label: DEFINING_LABEL } : {}),
        })),
        match: found.match,
      };
    },
  };
}
