import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { DialogProbe } from '../../../testing/dialog-probe';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { FavoriteStar } from './favorite-star';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

/** A fake favourites API holding one user's favourites. */
function fakeFavorites(initial: number[]) {
  const favorites = new Set(initial);
  resetMockApi((request) => {
    const body = request.body as { kind: string; targetId: number; favorite: boolean };
    if (request.path === '/flks/favorite/status') {
      const ids = (request.body as { targetIds: number[] }).targetIds;
      return ok({ favoriteIds: ids.filter((id) => favorites.has(id)) });
    }
    if (body.favorite) favorites.add(body.targetId);
    else favorites.delete(body.targetId);
    return ok({ kind: body.kind, targetId: body.targetId, isFavorite: body.favorite });
  });
}

describe('the favourite star', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
  });

  it('stars a book: the button becomes pressed, reads 已收藏 and says 已收藏', async () => {
    fakeFavorites([]);
    renderWithRouter(<FavoriteStar kind="book" targetId={7} />);
    const button = await screen.findByRole('button', { name: '收藏', pressed: false });
    // Its state known (not busy asking it), the button takes the click.
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: '已收藏', pressed: true })).toBeTruthy();
    expect(await screen.findByText('已收藏', { selector: '.ant-message *' })).toBeTruthy();
    expect(mockRequests.at(-1)?.body).toEqual({ kind: 'book', targetId: 7, favorite: true });
  });

  it('unstars an article already starred and says 已取消收藏', async () => {
    fakeFavorites([3]);
    renderWithRouter(<FavoriteStar kind="article" targetId={3} />);
    const button = await screen.findByRole('button', { name: '已收藏', pressed: true });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: '收藏', pressed: false })).toBeTruthy();
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
    expect(mockRequests.at(-1)?.body).toEqual({ kind: 'article', targetId: 3, favorite: false });
  });

  it('asks a visitor to log in, without calling the server', async () => {
    sessionStore.setFlags({ isLogined: false });
    fakeFavorites([]);
    renderWithRouter(
      <>
        <FavoriteStar kind="law" targetId={1} />
        <DialogProbe />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '收藏', pressed: false }));
    expect(screen.getByRole('status', { name: 'identity dialog' }).textContent).toBe('login');
    expect(mockRequests).toHaveLength(0);
  });
});
