import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok, type TSeenRequest } from '../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../testing/mock-api';
import { renderWithRouter } from '../../testing/render-with-router';
import { closeAccessDialog, openAccessDialog } from '../../lib/access-dialog';
import { closeIdentityDialog, useIdentityDialog } from '../../lib/identity-dialog';
import { sessionStore } from '../../lib/session-store';
import { AccessDialogHost } from './access-dialog-host';
import { loginReply } from '../../testing/identity-fixtures';

vi.mock('../../lib/api', () => import('../../testing/mock-api'));

const GRANTED = {
  authId: 7,
  authType: 1,
  unitName: '示例授权',
  exiredTime: '2027-11-24T08:00:00.000Z',
};

function redeemed(extra: Record<string, unknown> = {}) {
  return ok({
    ...loginReply({ token: 'redeemed-access', refreshToken: 'redeemed-refresh', auths: [GRANTED] }),
    granted: GRANTED,
    days: 365,
    extended: false,
    ...extra,
  });
}

/** Shows which identity dialog is open, as the layout would mount it. */
function IdentityProbe() {
  const dialog = useIdentityDialog();
  return <output aria-label="身份对话框">{dialog?.kind ?? ''}</output>;
}

async function open(locked?: string) {
  renderWithRouter(
    <>
      <AccessDialogHost />
      <IdentityProbe />
    </>,
  );
  act(() => openAccessDialog(locked));
  return screen.findByRole('dialog', { name: '获取授权' });
}

function typeCode(dialog: HTMLElement, code: string) {
  fireEvent.change(within(dialog).getByLabelText('激活码'), { target: { value: code } });
}

// antd's dialog and form with encryption in jsdom are slow on a loaded machine.
describe('the 获取授权 dialog', { timeout: 45_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'user-refresh', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true, isAuthed: false });
    sessionStore.setUserInfo({ nickName: '用户8000', authNames: [] });
  });
  afterEach(() => {
    act(() => {
      closeAccessDialog();
      closeIdentityDialog();
    });
  });

  it('says what is locked, what an authorisation includes and whom to ask; no payment', async () => {
    resetMockApi(() => fail(E.callNotFound, 'unused', 404));
    const dialog = await open('示例付费题库（需授权）');
    expect(within(dialog).getByText('「示例付费题库（需授权）」需授权后才能使用。')).toBeTruthy();
    const includes = within(dialog).getByRole('region', { name: '授权包含' });
    expect(includes.textContent).toContain('付费题库');
    const contact = within(dialog).getByRole('region', { name: '购买与咨询' });
    expect(contact.textContent).toContain('读者服务部');
    expect(within(dialog).queryByText(/支付|付款/)).toBeNull();
  });

  it('redeems a code: the session holds the authorisation at once and the dialog says until when', async () => {
    resetMockApi((request: TSeenRequest) =>
      request.path === '/flks/auth/activation/redeem'
        ? redeemed()
        : fail(E.callNotFound, 'unused', 404),
    );
    const dialog = await open();
    typeCode(dialog, 'abcd efgh jklm');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /兑\s?换/ }));

    expect(await within(dialog).findByText('兑换成功')).toBeTruthy();
    expect(within(dialog).getByText(/示例授权已开通 365 天，有效期至 2027-11-24/)).toBeTruthy();
    const sent = mockRequests.find((request) => request.path === '/flks/auth/activation/redeem');
    expect(sent?.body).toEqual({ code: 'ABCDEFGHJKLM' });
    expect(sessionStore.getState()).toMatchObject({ isAuthed: true, token: 'redeemed-access' });
    expect(sessionStore.getState().userInfo?.authNames).toEqual([GRANTED]);
  });

  it('checks the form before sending, and shows the server’s reason beside the code', async () => {
    resetMockApi(() => fail(E.activationCodeUsed, '该激活码已被使用', 409));
    const dialog = await open();
    const user = userEvent.setup();
    typeCode(dialog, 'ABCD-EFGH-JKL0');
    await user.click(within(dialog).getByRole('button', { name: /兑\s?换/ }));
    expect(await within(dialog).findByText(/激活码中没有数字 0、1 和字母 O、I/)).toBeTruthy();
    expect(mockRequests).toEqual([]);

    typeCode(dialog, 'ABCD-EFGH-JKLM');
    await user.click(within(dialog).getByRole('button', { name: /兑\s?换/ }));
    expect(await within(dialog).findByText('该激活码已被使用')).toBeTruthy();
    expect(mockRequests).toHaveLength(1);
    expect(sessionStore.getState().isAuthed).toBe(false);
  });

  it('asks a visitor to log in first, then opens again once they have', async () => {
    sessionStore.setFlags({ isLogined: false });
    resetMockApi(() => fail(E.callNotFound, 'unused', 404));
    const dialog = await open('示例付费题库（需授权）');
    expect(within(dialog).queryByLabelText('激活码')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '登录后兑换' }));
    expect(screen.getByRole('status', { name: '身份对话框' }).textContent).toBe('login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '获取授权' })).toBeNull());

    act(() => sessionStore.setFlags({ isLogined: true }));
    const again = await screen.findByRole('dialog', { name: '获取授权' });
    expect(within(again).getByLabelText('激活码')).toBeTruthy();
    expect(within(again).getByText('「示例付费题库（需授权）」需授权后才能使用。')).toBeTruthy();
  });
});
