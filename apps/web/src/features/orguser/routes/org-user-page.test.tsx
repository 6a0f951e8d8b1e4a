import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { OrgUserPage } from './org-user-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function application(id: number, state: string, unitName: string) {
  return {
    id,
    unitName,
    contactName: '王五',
    contactPhone: '13800001111',
    ipRanges: ['10.0.0.0/8'],
    message: '',
    state,
    createdAt: '2025-05-06T07:08:09Z',
    decidedAt: '',
  };
}

describe('organisation user application page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('asks a visitor to log in', () => {
    resetMockApi(() => ok([]));
    renderWithRouter(<OrgUserPage />, '/orguser');
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('lists the applications with their states and sends a new one', async () => {
    const stored = [application(2, 'approved', '乙律所'), application(1, 'rejected', '丙公司')];
    resetMockApi((request) => {
      if (request.path === '/flks/orguser/apply') {
        stored.unshift(application(3, 'pending', '甲大学'));
        return ok(stored[0]);
      }
      return ok(stored);
    });
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
    renderWithRouter(<OrgUserPage />, '/orguser');

    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(screen.getByText('已拒绝')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('单位名称'), { target: { value: '甲大学' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '王五' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13800001111' } });
    fireEvent.change(screen.getByLabelText('IP 段'), {
      target: { value: '10.0.0.0/8\n\n 192.168.1.0/24 ' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('待审核')).toBeTruthy();
    const apply = mockRequests.find((r) => r.path === '/flks/orguser/apply');
    expect(apply?.body).toEqual({
      unitName: '甲大学',
      contactName: '王五',
      contactPhone: '13800001111',
      ipRanges: ['10.0.0.0/8', '192.168.1.0/24'],
      message: '',
    });
    await waitFor(() =>
      expect(mockRequests.filter((r) => r.path === '/flks/orguser/list')).toHaveLength(2),
    );
  });
});
