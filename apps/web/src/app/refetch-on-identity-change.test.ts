import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMemorySession } from '../testing/memory-session';
import { refetchOnIdentityChange } from './refetch-on-identity-change';

describe('refetchOnIdentityChange', () => {
  it('refetches cached answers when the visitor logs in, and not on a token refresh', async () => {
    const queryClient = new QueryClient();
    let fetches = 0;
    await queryClient.fetchQuery({ queryKey: ['law', 1], queryFn: () => ++fetches });
    const observer = queryClient.getQueryCache().find({ queryKey: ['law', 1] });
    expect(observer?.state.isInvalidated).toBe(false);

    const session = createMemorySession();
    const stop = refetchOnIdentityChange(queryClient, session);
    session.setTokens({ token: 'refreshed', refreshToken: 'r2', expires_in: 900 });
    expect(queryClient.getQueryCache().find({ queryKey: ['law', 1] })?.state.isInvalidated).toBe(
      false,
    );

    session.setFlags({ isLogined: true, isAuthed: false });
    expect(queryClient.getQueryCache().find({ queryKey: ['law', 1] })?.state.isInvalidated).toBe(
      true,
    );
    stop();
  });
});
