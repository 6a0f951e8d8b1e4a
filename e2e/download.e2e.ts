import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { finishPhoneLogin, sendCodeInDialog } from './support/phone-login';
import { redeemDemoCode } from './support/access-code';
import { useDesktopJourney } from './support/desktop-journey';

// The download area as a visitor finds it: /download lands on 下载专区 with the demo files; the
// free 考试大纲 downloads at once under its name and its count rises; the authorised 法条汇编 asks
// a visitor to log in, then a user without an authorisation to get one (a demo code), and then
// downloads as the PDF, its count rising once. The page fits a 390 px phone.

const PHONE = '13900000071';
const GUIDE = /考试大纲（演示）/;
const LAWS = /宪法（2018 修正）法条汇编/;

let journey: TJourney;
let outbox: string;
let page: Page;

const row = (title: RegExp): Locator =>
  page.getByRole('list', { name: '文件' }).getByRole('listitem', { name: title });

/** Clicks 下载 on a file's row and answers the file the browser saved: its name and text. */
async function download(title: RegExp): Promise<{ name: string; text: string }> {
  const saved = page.waitForEvent('download');
  await row(title).getByRole('button', { name: /下载/ }).click();
  const file = await saved;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'latin1') };
}

describe('the download area', () => {
  useDesktopJourney((started, opened) => {
    journey = started;
    outbox = started.outbox;
    page = opened;
  });

  it('a visitor downloads a free file and the count rises; 法条汇编 asks to log in', async () => {
    await page.goto(journey.app('/download'));
    await page.waitForURL(/\/DownloadList$/);
    await row(GUIDE).waitFor();
    expect(await row(GUIDE).innerText()).toMatch(/免费/);
    await row(GUIDE).getByText('0 次').waitFor();
    expect(await row(LAWS).innerText()).toContain('需授权');

    const guide = await download(GUIDE);
    expect(guide.name).toBe('kaoshi-dagang-2026.md');
    await row(GUIDE).getByText('1 次').waitFor();

    await page.getByRole('tab', { name: '法条汇编' }).click();
    await page.waitForURL(/category=/);
    await row(GUIDE).waitFor({ state: 'detached' });
    await row(LAWS).getByRole('button', { name: /下载/ }).click();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
  });

  it('a user gets an authorisation with a demo code, then downloads the PDF once counted', async () => {
    await finishPhoneLogin(page, await sendCodeInDialog(page, outbox, PHONE));
    await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'hidden' });

    await row(LAWS).getByRole('button', { name: /下载/ }).click();
    const dialog = page.getByRole('dialog', { name: '获取授权' });
    await dialog.waitFor();
    await redeemDemoCode(page, 1);

    const laws = await download(LAWS);
    expect(laws.name).toBe('xianfa-2018.pdf');
    expect(laws.text.startsWith('%PDF-')).toBe(true);
    await row(LAWS).getByText('1 次').waitFor();
    // Again the same day: saved again, counted once.
    await download(LAWS);
    await page.reload();
    await row(LAWS).getByText('1 次').waitFor();
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app('/DownloadList'));
    await row(GUIDE).waitFor();
    const { scroll, client } = await scrollWidths(page);
    expect(scroll).toBeLessThanOrEqual(client);
    await row(GUIDE).getByRole('button', { name: /下载/ }).waitFor();
  });
});
