import { paths } from '@yzfk/contract/paths';
import type { TLawSearchRequest, TSearchGroup as TLawGroup } from '@yzfk/contract/calls/law';
import type { TSearchHit } from '@yzfk/contract/calls/search';
import type { TProviderRequest, TSearchProvider } from './search-provider';

/** The law module's search, as modules.ts hands it over (its ranking stays the law's). */
export type TLawSearchPort = (request: TLawSearchRequest) => Promise<{ groups: TLawGroup[] }>;

/** The mark of an article that defines the concept searched for. */
export const DEFINING_LABEL = '定义条文';

/** The law page's path, with the terms to highlight and the article to scroll to. */
export function lawHitPath(lawId: number, terms: string[], ordinal?: number): string {
  return paths.lawItem.href({ id: lawId, terms, article: ordinal });
}

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

/**
 * The law search asks pages by number; a provider is asked by offset. The global search only
 * asks offsets that are multiples of the limit (a page, or the first few), so this is exact.
 */
function pageOf(request: TProviderRequest) {
  return { page: Math.floor(request.offset / request.limit) + 1, pageSize: request.limit };
}

function lawRequest(request: TProviderRequest, type: 'law' | 'article'): TLawSearchRequest {
  return {
    keyword: request.query,
    type,
    // 仅标题 is the law search's title mode; its article search knows all and phrase.
    mode: request.mode === 'title' && type === 'article' ? 'all' : request.mode,
    ...pageOf(request),
    level: request.level,
    region: request.region,
    status: request.status as TLawSearchRequest['status'],
  };
}

/** 法规: law titles, ranked by the law search. */
export function createLawTitleProvider(searchLaws: TLawSearchPort): TSearchProvider {
  return {
    tab: 'law',
    async search(request) {
      const { groups } = await searchLaws(lawRequest(request, 'law'));
      const group = groups.find((found) => found.type === 'law');
      if (!group || group.type !== 'law') return { total: 0, capped: false, hits: [] };
      return {
        total: group.total,
        capped: group.capped,
        hits: group.items.map((law): TSearchHit => ({
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
          path: lawHitPath(law.id, request.terms),
        })),
      };
    },
  };
}

/** 条文: law articles, ranked by the law search; 仅标题 mode finds no articles. */
export function createLawArticleProvider(searchLaws: TLawSearchPort): TSearchProvider {
  return {
    tab: 'article-clause',
    async search(request) {
      if (request.mode === 'title') return { total: 0, capped: false, hits: [] };
      const { groups } = await searchLaws(lawRequest(request, 'article'));
      const group = groups.find((found) => found.type === 'article');
      if (!group || group.type !== 'article') return { total: 0, capped: false, hits: [] };
      return {
        total: group.total,
        capped: group.capped,
        hits: group.items.map((hit): TSearchHit => ({
          id: hit.articleId,
          title: articleHitTitle(hit),
          snippet: hit.snippet,
          tags: [hit.level, hit.status, ...(hit.headings.length ? [hit.headings.join(' › ')] : [])],
          path: lawHitPath(hit.lawId, request.terms, hit.ordinal),
          ...(hit.concept ? { label: DEFINING_LABEL } : {}),
        })),
        ...(group.match ? { match: group.match } : {}),
      };
    },
  };
}
