import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatActivationCode } from '@yzfk/contract/calls/activation';
import { DEVELOPMENT_TOKEN_SECRET } from '@yzfk/server/platform/config/config';
import { demoActivationCode } from '@yzfk/server/modules/activation/activation-code';
import type { TJourney } from './support/browser';
import { useLoggedInJourney } from './support/desktop-journey';
import { answerWithOptionA } from './support/tiku-practice';

// Getting access as a new user would: the paid sample bank is locked (需授权后才能练习), its
// 获取授权 button opens the one dialog, a wrong code is refused with the server's reason, a
// demo code (the seed's first, derived from the journey server's development TOKEN_SECRET)
// opens the bank without a reload, a question is practised, and /user lists 示例授权.

const PHONE = '13900000031';
const PAID_BANK = /示例付费题库/;

let journey: TJourney;
let page: Page;

/** YYYY-MM-DD of a time, as the page shows dates (the browser runs in the machine's zone). */
function ymd(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('getting access with an activation code', () => {
  useLoggedInJourney('/tikulist', PHONE, (started, opened) => {
    journey = started;
    page = opened;
  });

  it('locked bank → 获取授权 → redeem a demo code → practises; /user lists the authorisation', async () => {
    await page
      .getByRole('radiogroup', { name: '题库' })
      .getByRole('radio', { name: PAID_BANK })
      .click();
    const locked = page.getByRole('region', { name: '需授权' });
    await locked.getByText('需授权后才能练习', { exact: true }).waitFor();
    const practise = page.getByRole('button', { name: '练习 民事诉讼法', exact: true });
    expect(await practise.isDisabled()).toBe(true);

    await locked.getByRole('button', { name: '获取授权' }).click();
    const dialog = page.getByRole('dialog', { name: '获取授权' });
    await dialog.getByText(/需授权后才能使用/).waitFor();
    await dialog.getByRole('region', { name: '购买与咨询' }).waitFor();

    const input = dialog.getByRole('textbox', { name: '激活码' });
    await input.fill('ABCD-EFGH-JKLM');
    await dialog.getByRole('button', { name: /兑\s?换/ }).click();
    await dialog.getByText('激活码不正确，请核对后重新输入').waitFor();

    const code = formatActivationCode(demoActivationCode(DEVELOPMENT_TOKEN_SECRET, 0));
    await input.fill(code.toLowerCase());
    await dialog.getByRole('button', { name: /兑\s?换/ }).click();
    await dialog.getByText('兑换成功', { exact: true }).waitFor();
    const redeemedAt = Date.now();
    expect(await dialog.innerText()).toMatch(/示例授权已开通 365 天/);
    await dialog.getByRole('button', { name: /开始使用/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The bank opened without a reload.
    await locked.waitFor({ state: 'detached' });
    await practise.click();
    await page.waitForURL(/\/zj\?session=/);
    await answerWithOptionA(page);

    await page.goto(journey.app('/user'));
    const row = page.getByRole('row', { name: /示例授权/ });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('个人授权');
    const expiry = redeemedAt + 365 * 86_400_000;
    expect([ymd(expiry - 60_000), ymd(expiry + 60_000)]).toContain(
      /\d{4}-\d{2}-\d{2}/.exec(text)?.[0],
    );
  });
});
