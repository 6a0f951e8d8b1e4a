import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { BindPhoneDialog } from './bind-phone-dialog';
import { EditPhoneDialog } from './edit-phone-dialog';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function fill(dialog: HTMLElement, phone: string, code: string) {
  fireEvent.change(within(dialog).getByPlaceholderText('请输入 11 位手机号'), {
    target: { value: phone },
  });
  fireEvent.change(within(dialog).getByPlaceholderText('6 位验证码'), { target: { value: code } });
}

describe('phone dialogs', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStore.setTokens({ token: 'wx-access', refreshToken: 'wx-refresh', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true, isAuthed: false });
  });

  it('binds a phone: new tokens stored and 绑定成功 shown', async () => {
    resetMockApi(() =>
      ok({
        token: 'bound-access',
        refreshToken: 'bound-refresh',
        expires_in: 900,
        loginType: 1,
        ip: '127.0.0.1',
        isAuth: true,
        nickname: '张三',
        tokenExpiredType: 1,
        auths: [],
      }),
    );
    const onClose = vi.fn();
    renderWithRouter(<BindPhoneDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '绑定手机号' });
    fill(dialog, '13700001111', '654321');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '绑 定' }));

    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(mockRequests[0]?.body).toEqual({ phone: '13700001111', code: '654321' });
    expect(sessionStore.getState()).toMatchObject({
      token: 'bound-access',
      refreshToken: 'bound-refresh',
      isAuthed: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('changes the phone: current phone checked for a ticket, then a code to the new one', async () => {
    resetMockApi((request) => {
      if (request.path === '/flks/auth/checkuserphone') return ok({ ticket: 'ticket-1' });
      if (request.path === '/flks/auth/edituser/phone') return ok({ phone: '136****2222' });
      return fail(E.callNotFound, '请求的接口不存在', 404);
    });
    renderWithRouter(<EditPhoneDialog open maskedPhone="138****8000" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '修改手机号' });
    expect(within(dialog).getByText(/138\*\*\*\*8000/)).toBeTruthy();
    const user = userEvent.setup();
    fill(dialog, '13800008000', '111111');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    await within(dialog).findByText('新手机号');
    fill(dialog, '13600002222', '222222');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(mockRequests).toHaveLength(2));
    expect(mockRequests.map((r) => [r.path, r.body])).toEqual([
      ['/flks/auth/checkuserphone', { code: '111111' }],
      ['/flks/auth/edituser/phone', { ticket: 'ticket-1', phone: '13600002222', code: '222222' }],
    ]);
    expect(await screen.findByText('手机号修改成功')).toBeTruthy();
  });
});
