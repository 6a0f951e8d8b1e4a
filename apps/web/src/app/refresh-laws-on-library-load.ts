import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { TLawLibraryStatus } from '@yzfk/contract/calls/law';
import { lawLibraryKeys } from '../components/law-library/law-library-keys';
import { lawKeys } from '../features/law/api/query-keys';
import { searchKeys } from '../features/search/api/query-keys';

/**
 * A fresh server loads the national law library in the background; the pages asked it while
 * it was loading hold part of it. When the library status (polled by the banner) turns from
 * loading to loaded, the law list, law detail and search answers are invalidated by their keys,
 * so the pages on screen show the full library. Returns the unsubscribe function.
 */
export function refreshLawsOnLibraryLoad(queryClient: QueryClient): () => void {
  const statusHash = hashKey(lawLibraryKeys.status);
  let wasLoading = false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== statusHash) return;
    const status = event.query.state.data as TLawLibraryStatus | undefined;
    if (!status) return;
    if (wasLoading && !status.loading) {
      void queryClient.invalidateQueries({ queryKey: lawKeys.all });
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
    }
    wasLoading = status.loading;
  });
}
