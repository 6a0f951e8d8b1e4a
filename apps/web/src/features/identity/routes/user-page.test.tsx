import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_LOGO_MAX_BYTES } from '@yzfk/contract/calls/auth-user';
import { E } from '@yzfk/contract/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { UserPage } from './user-page';
import { userInfo } from '../../../testing/identity-fixtures';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const IMAGE_INVALID = '请上传 2MB 以内的 JPG、PNG 或 WebP 图片';

const USER_INFO = userInfo({
  isSingleAuth: false,
  authNames: [
    { authId: 1, authType: 1, unitName: '', exiredTime: '2027-01-31T08:00:00' },
    { authId: 2, authType: 2, unitName: '甲大学', exiredTime: '不是日期' },
  ],
});

function DialogProbe() {
  const dialog = useIdentityDialog();
  return <p>{dialog ? `打开：${dialog.kind}` : '无对话框'}</p>;
}

function logIn() {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true, isAuthed: true });
}

describe('personal info page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    resetMockApi((request) =>
      request.path === '/flks/auth/userinfo' ? ok(USER_INFO) : ok({ headerlogo: '/media/a.png' }),
    );
  });

  it('asks a visitor to log in, with a 登录 button that opens the dialog', async () => {
    renderWithRouter(
      <>
        <UserPage />
        <DialogProbe />
      </>,
    );
    expect(screen.getByText('请先登录')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '登 录' }));
    expect(screen.getByText('打开：login')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('shows the profile: masked phone, authorisations with expiry, last login stamp', async () => {
    logIn();
    renderWithRouter(<UserPage />);
    expect(await screen.findByText('138****8000')).toBeTruthy();
    expect(screen.getByText('10.1.2.3')).toBeTruthy();
    expect(screen.getByText('2025/03/04-05:06:07')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('个人授权个人授权2027-01-31');
    expect(rows).toContain('甲大学机构授权');
    expect(screen.getByRole('button', { name: '修改手机号' }).textContent).toBe('修改');
    expect(sessionStore.getState().userInfo?.nickName).toBe('张三');
  });

  it('refuses a file of the wrong type or size before sending it', async () => {
    logIn();
    renderWithRouter(<UserPage />);
    const input = await screen.findByLabelText('选择头像图片');
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText(IMAGE_INVALID)).toBeTruthy();

    const big = new File([new Uint8Array(HEADER_LOGO_MAX_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [big] } });
    // The second refusal is a second toast; the check runs before anything is sent.
    await waitFor(() => expect(screen.getAllByText(IMAGE_INVALID)).toHaveLength(2));
    expect(mockRequests.map((r) => r.path)).toEqual(['/flks/auth/userinfo']);
  });

  it('uploads a valid image as multipart field file with the bearer token', async () => {
    logIn();
    renderWithRouter(<UserPage />);
    const input = await screen.findByLabelText('选择头像图片');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });

    await waitFor(() =>
      expect(mockRequests.some((r) => r.path === '/flks/auth/edituser/headerlogo')).toBe(true),
    );
    const upload = mockRequests.find((r) => r.path === '/flks/auth/edituser/headerlogo');
    expect(upload?.authorization).toBe('Bearer user-access');
    expect(upload?.body).toBeInstanceOf(FormData);
    const file = (upload?.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
  });

  it('asks before cancelling the account, then logs out', async () => {
    resetMockApi((request) =>
      request.path === '/flks/auth/userinfo' ? ok(USER_INFO) : ok({ cancelled: true }),
    );
    logIn();
    const { router } = renderWithRouter(<UserPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '注销账号' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定要注销吗/)).toBeTruthy();
    expect(mockRequests.map((r) => r.path)).not.toContain('/flks/auth/canceluser');
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(mockRequests.at(-1)?.body).toEqual({ confirm: true });
    expect(sessionStore.getState()).toMatchObject({ isLogined: false, token: '' });
  });

  it('keeps the page when the server refuses the nickname', async () => {
    resetMockApi((request) =>
      request.path === '/flks/auth/userinfo'
        ? ok(USER_INFO)
        : fail(E.invalidParams, '昵称不能为空'),
    );
    logIn();
    renderWithRouter(<UserPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '修改昵称' }));
    const field = screen.getByLabelText('昵称');
    fireEvent.change(field, { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('昵称不能为空')).toBeTruthy();
    expect(mockRequests.map((r) => r.path)).toEqual(['/flks/auth/userinfo']);

    fireEvent.change(field, { target: { value: '李四' } });
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(mockRequests.at(-1)?.body).toEqual({ nickName: '李四' }));
  });
});
