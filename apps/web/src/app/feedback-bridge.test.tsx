import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '@yzfk/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgedFeedback } from '../lib/feedback-bridge';
import { AppProviders } from './providers';

function renderProviders() {
  return render(
    <AppProviders>
      <p>页面</p>
    </AppProviders>,
  );
}

describe('the API client feedback, drawn inside antd App', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows a session alert with the spec title, text and button, and resolves on OK', async () => {
    renderProviders();
    let dismissed = false;
    const alert = bridgedFeedback
      .alert({ title: '提示', content: '用户已被强制下线', okText: '确定' })
      .then(() => {
        dismissed = true;
      });
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('用户已被强制下线')).toBeTruthy();
    expect(dismissed).toBe(false);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '确 定' }));
    await alert;
    expect(dismissed).toBe(true);
  });

  it('keeps a toast raised before the app mounted and shows it once mounted', async () => {
    bridgedFeedback.toast('请求超时，请稍后重试');
    renderProviders();
    expect(await screen.findByText('请求超时，请稍后重试')).toBeTruthy();
  });

  it('shows a toast 16 px from the top for 3 seconds (spec section 9)', async () => {
    vi.useFakeTimers();
    renderProviders();
    act(() => bridgedFeedback.toast('服务器开小差了'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    const list = document.querySelector<HTMLElement>('.ant-message');
    expect(list?.style.getPropertyValue('--notification-top')).toBe(`${TOAST_OFFSET_PX}px`);

    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('服务器开小差了')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('服务器开小差了')).toBeNull();
  });
});
