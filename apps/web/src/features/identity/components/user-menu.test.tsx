import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { displayNameOf } from './display-name';
import { UserMenu } from './user-menu';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('header user menu', () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    resetMockApi(() => ok({ loggedOut: true }));
  });

  it('names a unit user by the unit and anyone else by the nickname', () => {
    expect(displayNameOf({ authType: 2, unitName: '甲大学', nickName: '张三' })).toBe('甲大学');
    expect(displayNameOf({ authType: 1, unitName: '甲大学', nickName: '张三' })).toBe('张三');
    expect(displayNameOf(null)).toBe('');
  });

  it('leads to my notes, maps and outlines', async () => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true, isAuthed: true });
    sessionStore.setUserInfo({ authType: 1, nickName: '张三' });
    const { router } = renderWithRouter(<UserMenu />);
    const user = userEvent.setup();
    for (const [label, path] of [
      ['我的笔记', '/mynotes'],
      ['我的导图', '/mymind'],
      ['我的提纲', '/myoutline'],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: '用户菜单：张三' }));
      await user.click(await screen.findByText(label));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
  });

  it('shows 登录 to a visitor', () => {
    renderWithRouter(<UserMenu />);
    expect(screen.getByRole('button', { name: '登 录' })).toBeTruthy();
  });

  it('shows the name with 个人中心 and 退出登录; logging out clears the session', async () => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true, isAuthed: true });
    sessionStore.setUserInfo({ authType: 2, unitName: '甲大学', nickName: '张三' });
    const { router } = renderWithRouter(<UserMenu />);
    const user = userEvent.setup();

    // The dropdown loads on demand: the name shows at once, the menu button when it has loaded.
    expect(screen.getByText('甲大学')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '用户菜单：甲大学' }));
    expect(await screen.findByText('个人中心')).toBeTruthy();
    await user.click(screen.getByText('退出登录'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(mockRequests.map((r) => [r.path, r.authorization])).toEqual([
      ['/flks/auth/logout', 'Bearer user-access'],
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: '', isLogined: false, userInfo: null });
  });
});
