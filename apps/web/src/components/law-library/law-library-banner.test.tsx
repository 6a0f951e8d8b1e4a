import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lawLibraryLoadingText, type TLawLibraryStatus } from '@yzfk/contract/calls/law';
import { ok } from '../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../testing/mock-api';
import { renderWithRouter } from '../../testing/render-with-router';
import { LAW_LIBRARY_POLL_MS } from './get-law-library';
import { LawLibraryBanner } from './law-library-banner';
import { lawLibraryKeys } from './law-library-keys';

vi.mock('../../lib/api', () => import('../../testing/mock-api'));

describe('the law library banner', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows how far the library has loaded, polls every 2 s, and goes once it is loaded', async () => {
    // The clock moves with real time (so findBy waits) and jumps where the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replies: TLawLibraryStatus[] = [
      { loading: true, loaded: 600, total: 1551 },
      { loading: true, loaded: 1200, total: 1551 },
      { loading: false, loaded: 1551, total: 1551 },
    ];
    resetMockApi(() => ok(replies[Math.min(mockRequests.length, replies.length) - 1]));
    renderWithRouter(<LawLibraryBanner />, '/lawList');

    expect(await screen.findByText('法规库正在载入（已载入 600 / 共 1551 部）')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: '法规库载入进度' });
    expect(progress.getAttribute('aria-valuenow')).toBe('38');

    await act(() => vi.advanceTimersByTimeAsync(LAW_LIBRARY_POLL_MS));
    expect(
      await screen.findByText(lawLibraryLoadingText({ loaded: 1200, total: 1551 })),
    ).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '法规库载入进度' }).getAttribute('aria-valuenow'),
    ).toBe('77');

    await act(() => vi.advanceTimersByTimeAsync(LAW_LIBRARY_POLL_MS));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByText(/法规库正在载入/)).toBeNull();

    // Loaded: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(LAW_LIBRARY_POLL_MS * 3));
    expect(mockRequests.map((request) => request.path)).toEqual([
      '/flks/law/library',
      '/flks/law/library',
      '/flks/law/library',
    ]);
  });

  it('shows nothing when the library is loaded from the start', async () => {
    resetMockApi(() => ok({ loading: false, loaded: 1551, total: 1551 }));
    const { queryClient } = renderWithRouter(<LawLibraryBanner />, '/lawList');
    // Look only once the reply has landed.
    await waitFor(() =>
      expect(queryClient.getQueryData(lawLibraryKeys.status)).toMatchObject({ loading: false }),
    );
    expect(screen.queryByText(/法规库正在载入/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
