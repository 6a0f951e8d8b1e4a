import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok, type TSeenRequest } from '../../../testing/fake-server';
import { mockApi, mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { closeIdentityDialog, openLoginDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { IdentityDialogs } from './identity-dialogs';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import { loginReply } from '../../../testing/identity-fixtures';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PERSONAL = { authId: 1, authType: 1, unitName: '', exiredTime: '2027-01-31T00:00:00Z' };
const UNIT_A = { authId: 2, authType: 2, unitName: '甲大学', exiredTime: '2026-12-31T00:00:00Z' };
const UNIT_B = { authId: 3, authType: 2, unitName: '乙律所', exiredTime: 'not a date' };

function loginResult(auths: TLoginResult['auths'], extra: Partial<TLoginResult> = {}) {
  return ok(loginReply({ auths, ...extra }));
}

function paths(): string[] {
  return mockRequests.map((request) => request.path);
}

async function openDialog() {
  renderWithRouter(<IdentityDialogs />);
  act(() => openLoginDialog());
  return screen.findByRole('dialog', { name: '登录' });
}

/** Types into an input at once (typing key by key is slow in jsdom). */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function fillPhoneLogin(dialog: HTMLElement, code = '123456') {
  const user = userEvent.setup();
  fill(within(dialog).getByPlaceholderText('请输入 11 位手机号'), '13800008000');
  fill(within(dialog).getByLabelText('验证码'), code);
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: '登 录' }));
  return user;
}

// Two dialogs, encryption and antd in jsdom: a phone login takes over 20 s on a loaded machine.
describe('login dialog', { timeout: 45_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStore.setTokens({ token: 'web-access', refreshToken: 'web-refresh', expires_in: 900 });
  });
  afterEach(() => {
    act(() => closeIdentityDialog());
    vi.useRealTimers();
  });

  it('logs in by phone and asks to select a platform when two authorisations come back', async () => {
    resetMockApi((request: TSeenRequest) => {
      if (request.path === '/flks/auth/login/phone') return loginResult([PERSONAL, UNIT_A]);
      if (request.path === '/flks/auth/login/change') {
        return loginResult([PERSONAL, UNIT_A], { token: 'chosen-access' });
      }
      return fail(E.callNotFound, '请求的接口不存在', 404);
    });
    const dialog = await openDialog();
    const user = await fillPhoneLogin(dialog);

    const choose = await screen.findByRole('dialog', { name: '选择平台' });
    expect(mockRequests[0]?.body).toEqual({ phone: '13800008000', code: '123456' });
    expect(sessionStore.getState()).toMatchObject({ isLogined: true, isAuthed: true });
    expect(within(choose).getByText('有效期至 2026-12-31')).toBeTruthy();
    await user.click(within(choose).getByRole('button', { name: /甲大学/ }));

    await waitFor(() => expect(sessionStore.getState().token).toBe('chosen-access'));
    expect(mockRequests.find((r) => r.path === '/flks/auth/login/change')?.body).toEqual({
      authId: 2,
    });
    expect(sessionStore.getState().userInfo).toMatchObject({ authType: 2, unitName: '甲大学' });
  });

  it('shows 验证码或手机号错误 when the code is wrong, and stays logged out', async () => {
    resetMockApi(() => fail(E.codeInvalid, '验证码错误', 400));
    const dialog = await openDialog();
    await fillPhoneLogin(dialog, '000000');
    await waitFor(() => expect(mockApi.toasts).toEqual(['验证码或手机号错误']));
    expect(sessionStore.getState().isLogined).toBe(false);
    expect(screen.getByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('asks to accept the agreements before logging in', async () => {
    resetMockApi(() => loginResult([PERSONAL]));
    const dialog = await openDialog();
    const user = userEvent.setup();
    fill(within(dialog).getByPlaceholderText('请输入 11 位手机号'), '13800008000');
    fill(within(dialog).getByLabelText('验证码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '登 录' }));
    expect(
      await within(dialog).findByText('请先阅读并同意《用户服务协议》和《隐私政策》'),
    ).toBeTruthy();
    expect(paths()).toEqual([]);
    expect(
      within(dialog).getByRole('link', { name: '《用户服务协议》' }).getAttribute('href'),
    ).toBe('/static/about/service');
    expect(within(dialog).getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(
      '/static/about/privacy',
    );
    expect(within(dialog).getByRole('link', { name: '《免责声明》' }).getAttribute('href')).toBe(
      '/static/about/disclaimer',
    );
  });

  it('sends a code, then disables 获取验证码 for the countdown', async () => {
    resetMockApi(() => ok({ expiresIn: 300, resendIn: 60 }));
    const dialog = await openDialog();
    const user = userEvent.setup();
    fill(within(dialog).getByPlaceholderText('请输入 11 位手机号'), '13800008000');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    const counting = await within(dialog).findByRole('button', { name: /^\d+ 秒后重新获取$/ });
    expect(Number(/\d+/.exec(counting.textContent ?? '')?.[0])).toBeGreaterThan(55);
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '获取验证码' })).toBeNull();
    expect(mockRequests[0]?.body).toEqual({ phone: '13800008000', purpose: 'login' });
  });

  it('does not send a code to a malformed phone', async () => {
    resetMockApi(() => ok({ expiresIn: 300, resendIn: 60 }));
    const dialog = await openDialog();
    const user = userEvent.setup();
    fill(within(dialog).getByPlaceholderText('请输入 11 位手机号'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确的 11 位手机号')).toBeTruthy();
    expect(paths()).toEqual([]);
  });

  it('logs in by IP and asks to select an organisation when two units match', async () => {
    resetMockApi((request) => {
      if (request.path === '/flks/auth/login/ip') {
        return loginResult([UNIT_A, UNIT_B], { loginType: 2, isAuth: false, nickname: '' });
      }
      return loginResult([UNIT_A, UNIT_B], { loginType: 2, token: 'org-access' });
    });
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: '机构 IP 登录' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(await within(dialog).findByRole('button', { name: '机构 IP 登录' }));

    const choose = await screen.findByRole('dialog', { name: '选择机构' });
    expect(sessionStore.getState()).toMatchObject({ isLogined: true, isSelectOrg: true });
    expect(within(choose).getByRole('button', { name: '乙律所' })).toBeTruthy();
    await user.click(within(choose).getByRole('button', { name: '乙律所' }));

    await waitFor(() => expect(sessionStore.getState().isSelectOrg).toBe(false));
    expect(sessionStore.getState()).toMatchObject({
      token: 'org-access',
      isAuthed: true,
      userInfo: { userName: '乙律所', authType: 2 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择机构' })).toBeNull());
  });
});
