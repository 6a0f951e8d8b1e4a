import type { z } from 'zod';
import {
  CONTENT_TABS,
  HITS_PER_TAB_IN_ALL,
  type globalSearchCall,
  type TSearchGroup,
} from '@yzfk/contract/calls/search';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { highlightTerms } from '../../platform/search/highlight';
import type { TProviderResult, TSearchProvider } from '../../platform/search/search-provider';

type TRequest = z.output<typeof globalSearchCall.request>;
type TData = z.output<typeof globalSearchCall.data>;

/**
 * The global search: every provider counts the query (the asked tab also answers its page),
 * all at once; 全部 shows each tab's top few. A query with nothing searchable in it (only
 * punctuation or symbols) is refused with 4603, as the law search refuses it.
 */
export function createGlobalSearch(providers: TSearchProvider[]) {
  const byTab = new Map(providers.map((provider) => [provider.tab, provider]));
  const ordered = CONTENT_TABS.flatMap((tab) => byTab.get(tab) ?? []);

  return {
    async search(request: TRequest): Promise<TData> {
      const terms = highlightTerms(request.query, request.mode === 'phrase' ? 'phrase' : 'all');
      if (terms.length === 0) throw new AppError(E.searchQueryUnsearchable);
      const all = request.tab === 'all';
      const results: TProviderResult[] = await Promise.all(
        ordered.map((provider) => {
          const asked = all || provider.tab === request.tab;
          return provider.search({
            query: request.query,
            terms,
            mode: request.mode,
            level: request.level,
            region: request.region,
            status: request.status,
            offset: asked && !all ? (request.page - 1) * request.pageSize : 0,
            // A tab not shown is only counted; its first hit costs little beside the count.
            limit: all ? HITS_PER_TAB_IN_ALL : asked ? request.pageSize : 1,
          });
        }),
      );
      const counts = ordered.map((provider, index) => ({
        tab: provider.tab,
        total: results[index]?.total ?? 0,
        capped: results[index]?.capped ?? false,
      }));
      const groups: TSearchGroup[] = ordered.flatMap((provider, index) => {
        const result = results[index];
        if (!result || !(all || provider.tab === request.tab)) return [];
        if (all && result.hits.length === 0) return [];
        const group = { tab: provider.tab, total: result.total, capped: result.capped };
        return [{ ...group, hits: result.hits, ...(result.match ? { match: result.match } : {}) }];
      });
      return { query: request.query, tab: request.tab, terms, counts, groups };
    },
  };
}

export type TGlobalSearch = ReturnType<typeof createGlobalSearch>;
