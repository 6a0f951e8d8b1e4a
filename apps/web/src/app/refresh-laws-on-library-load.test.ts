import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TLawLibraryStatus } from '@yzfk/contract/calls/law';
import { lawLibraryKeys } from '../components/law-library/law-library-keys';
import { lawKeys } from '../features/law/api/query-keys';
import { searchKeys } from '../features/search/api/query-keys';
import { refreshLawsOnLibraryLoad } from './refresh-laws-on-library-load';

function isInvalidated(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  return queryClient.getQueryCache().find({ queryKey })?.state.isInvalidated ?? false;
}

describe('refreshLawsOnLibraryLoad', () => {
  it('invalidates the law list, law detail and search answers when the library turns loaded', async () => {
    const queryClient = new QueryClient();
    const list = lawKeys.list({ page: 1, pageSize: 20, sort: 'publishedDesc' });
    const detail = lawKeys.detail(3);
    const search = searchKeys.search({ query: '宪法', tab: 'all', page: 1, pageSize: 20 });
    for (const queryKey of [list, detail, search]) {
      await queryClient.fetchQuery({ queryKey, queryFn: () => 'part of the library' });
    }
    const stop = refreshLawsOnLibraryLoad(queryClient);
    const status = (loading: boolean): TLawLibraryStatus => ({ loading, loaded: 800, total: 1551 });

    await queryClient.fetchQuery({ queryKey: lawLibraryKeys.status, queryFn: () => status(true) });
    expect([list, detail, search].map((key) => isInvalidated(queryClient, key))).toEqual([
      false,
      false,
      false,
    ]);

    await queryClient.fetchQuery({
      queryKey: lawLibraryKeys.status,
      queryFn: () => status(false),
      staleTime: 0,
    });
    expect([list, detail, search].map((key) => isInvalidated(queryClient, key))).toEqual([
      true,
      true,
      true,
    ]);
    stop();
  });

  it('leaves the answers alone when the first status already says loaded', async () => {
    const queryClient = new QueryClient();
    const detail = lawKeys.detail(3);
    await queryClient.fetchQuery({ queryKey: detail, queryFn: () => 'the full library' });
    const stop = refreshLawsOnLibraryLoad(queryClient);
    await queryClient.fetchQuery({
      queryKey: lawLibraryKeys.status,
      queryFn: (): TLawLibraryStatus => ({ loading: false, loaded: 1551, total: 1551 }),
    });
    expect(isInvalidated(queryClient, detail)).toBe(false);
    stop();
  });
});
