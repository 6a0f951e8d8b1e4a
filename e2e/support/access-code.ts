import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { formatActivationCode } from '@yzfk/contract/calls/activation';
import { DEVELOPMENT_TOKEN_SECRET } from '@yzfk/server/platform/config/config';
import { demoActivationCode } from '@yzfk/server/modules/activation/activation-code';

/**
 * In the open 获取授权 dialog of a logged-in page: redeems demo code `index` (as `npm start`
 * prints them), sees 兑换成功 and closes the dialog with 开始使用. A refusal fails with the form's
 * own message rather than a bare timeout.
 */
export async function redeemDemoCode(page: Page, index: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '获取授权' });
  const code = formatActivationCode(demoActivationCode(DEVELOPMENT_TOKEN_SECRET, index));
  await dialog.getByRole('textbox', { name: '激活码' }).fill(code);
  await dialog.getByRole('button', { name: /兑\s?换/ }).click();
  const outcome = dialog
    .getByText('兑换成功', { exact: true })
    .or(dialog.locator('.ant-form-item-explain-error'))
    .first();
  await outcome.waitFor();
  expect(await outcome.innerText()).toBe('兑换成功');
  await dialog.getByRole('button', { name: /开始使用/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}
