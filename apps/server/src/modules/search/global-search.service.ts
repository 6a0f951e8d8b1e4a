import type { z } from 'zod';
import {
  CONTENT_TABS,
  HITS_PER_TAB_IN_ALL,
  type globalSearchCall,
  type TSearchGroup,
} from '@yzfk/contract/calls/search';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth, TClient } from '../../platform/http/auth';
import { ipLimitKey } from '../../platform/rate-limit/ip-limit-key';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { highlightTerms } from '../../platform/search/highlight';
import type { TProviderResult, TSearchProvider } from '../../platform/search/search-provider';

type TRequest = z.output<typeof globalSearchCall.request>;

/** How many searches a caller and an address may make per minute, and where they are counted. */
export type TSearchLimits = {
  limiter: TRateLimiter;
  perCallerPerMinute: number;
  perIpPerMinute: number;
  /** Whether the session holds a valid authorisation (the identity module's rule). */
  isAuthorised: (auth: TAuth) => Promise<boolean>;
};
type TData = z.output<typeof globalSearchCall.data>;

/**
 * The global search: every provider counts the query (the asked tab also answers its page),
 * all at once; 全部 shows each tab's top few. A query with nothing searchable in it (only
 * punctuation or symbols) is refused with 4603, as the law search refuses it. Searches are
 * limited per caller and per address (4029).
 */
export function createGlobalSearch(providers: TSearchProvider[], limits: TSearchLimits) {
  const byTab = new Map(providers.map((provider) => [provider.tab, provider]));
  const ordered = CONTENT_TABS.flatMap((tab) => byTab.get(tab) ?? []);

  /**
   * Counts the search against the caller's and the address's limits first (each count atomic,
   * so parallel searches cannot all pass); 4029 with Retry-After past either.
   */
  async function countSearch(auth: TAuth, client: TClient): Promise<void> {
    const caller =
      auth.session.userId !== null ? `u:${auth.session.userId}` : `s:${auth.session.id}`;
    const results = await Promise.all([
      limits.limiter.hit(`search:${caller}`, limits.perCallerPerMinute, 60),
      limits.limiter.hit(`search:ip:${ipLimitKey(client.ip)}`, limits.perIpPerMinute, 60),
    ]);
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    throw new AppError(E.tooManyRequests, undefined, {
      retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)),
    });
  }

  return {
    async search(auth: TAuth, client: TClient, request: TRequest): Promise<TData> {
      const terms = highlightTerms(request.query, request.mode === 'phrase' ? 'phrase' : 'all');
      // Refused before it is counted: a query with nothing to search costs nothing, and a
      // refused call leaves no row behind (the contract fuzz checks it).
      if (terms.length === 0) throw new AppError(E.searchQueryUnsearchable);
      await countSearch(auth, client);
      const authorised = await limits.isAuthorised(auth);
      const all = request.tab === 'all';
      const results: TProviderResult[] = await Promise.all(
        ordered.map((provider) => {
          const asked = all || provider.tab === request.tab;
          return provider.search({
            query: request.query,
            terms,
            authorised,
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
