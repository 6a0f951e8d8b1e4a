import { QueryClient } from '@tanstack/react-query';

/**
 * Creates the query client. The API client already retries once after renewing a token and
 * shows a toast for failures, so queries do not retry again on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
