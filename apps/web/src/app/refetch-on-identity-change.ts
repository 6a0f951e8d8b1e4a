import type { QueryClient } from '@tanstack/react-query';
import type { TSessionStore } from '../lib/session-types';

/**
 * What the server answers depends on who asks (favourites, authorisations, user info), so when
 * the visitor logs in or out, or gains or loses an authorisation, every cached answer is
 * refetched.
 * Returns the unsubscribe function.
 */
export function refetchOnIdentityChange(
  queryClient: QueryClient,
  session: Pick<TSessionStore, 'getState' | 'subscribe'>,
): () => void {
  const identityOf = () => {
    const { isLogined, isAuthed } = session.getState();
    return `${isLogined}|${isAuthed}`;
  };
  let last = identityOf();
  return session.subscribe(() => {
    const next = identityOf();
    if (next === last) return;
    last = next;
    void queryClient.invalidateQueries();
  });
}
