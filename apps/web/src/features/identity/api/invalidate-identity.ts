import type { QueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from './get-user-info';

/** After a login, switch or account change: the user info is asked again. */
export function invalidateIdentity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
}
