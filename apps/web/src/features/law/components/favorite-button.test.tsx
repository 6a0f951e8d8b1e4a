import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { FavoriteButton } from './favorite-button';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('law favourite button', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
    resetMockApi((request) => ok({ isFavorite: (request.body as { favorite: boolean }).favorite }));
  });

  it('says 收藏成功 after adding the law', async () => {
    renderWithRouter(<FavoriteButton lawId={3} allowed isFavorite={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('收藏成功')).toBeTruthy();
    expect(mockRequests[0]?.body).toEqual({ lawId: 3, favorite: true });
  });

  it('says 已取消收藏 after removing it', async () => {
    renderWithRouter(<FavoriteButton lawId={3} allowed isFavorite />);
    await userEvent.setup().click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
    expect(mockRequests[0]?.body).toEqual({ lawId: 3, favorite: false });
  });
});
