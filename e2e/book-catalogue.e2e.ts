import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatActivationCode } from '@yzfk/contract/calls/activation';
import { DEVELOPMENT_TOKEN_SECRET } from '@yzfk/server/platform/config/config';
import { demoActivationCode } from '@yzfk/server/modules/activation/activation-code';
import type { TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { useDesktopJourney } from './support/desktop-journey';
import { chooseOption } from './support/select-option';

// The books as a reader finds them: /book lands on 图书; a category filter lives in the URL (a
// reload keeps it) and one with no books offers 清除筛选; the free 宪法 opens its page whose
// 开始阅读 goes to the EPUB reader. The code-protected 宪法修正案 is locked until the demo book
// code (the seed's, derived from the journey server's development TOKEN_SECRET) is redeemed,
// which unlocks it in place. The audiobook plays (muted) and after a reload resumes near the
// second it was paused at. Both pages fit a 390 px phone.

const PHONE = '13900000061';
const FREE_BOOK = /^中华人民共和国宪法$/;
const CODE_BOOK = /宪法修正案/;

let journey: TJourney;
let outbox: string;
let page: Page;

/** The page's audio element's clock and state. */
function audioState() {
  return page.locator('audio').evaluate((element) => {
    const media = element as HTMLAudioElement;
    return { currentTime: media.currentTime, paused: media.paused };
  });
}

describe('the book catalogue', () => {
  useDesktopJourney((started, opened) => {
    journey = started;
    outbox = started.outbox;
    page = opened;
  });

  it('filters by category in the URL, clears an empty filter and opens 宪法 to read', async () => {
    await page.goto(journey.app('/book'));
    await page.waitForURL(/\/bookList$/);
    const books = page.getByRole('list', { name: '图书' });
    await books.getByRole('link', { name: FREE_BOOK }).waitFor();
    expect(await books.getByRole('link', { name: CODE_BOOK }).innerText()).toMatch(/扫码阅读/);

    await chooseOption(page, '分类', '考试用书');
    await page.waitForURL(/category=/);
    await page.getByText('没有符合条件的图书').waitFor();
    await page.getByRole('button', { name: /清除筛选/ }).click();
    await books.getByRole('link', { name: FREE_BOOK }).waitFor();

    await chooseOption(page, '分类', '法条汇编');
    await page.waitForURL(/category=%E6%B3%95/);
    await page.reload();
    await books.getByRole('link', { name: FREE_BOOK }).waitFor();
    expect(await page.getByRole('combobox', { name: '分类' }).locator('..').innerText()).toMatch(
      /法条汇编/,
    );

    await books.getByRole('link', { name: FREE_BOOK }).click();
    await page.waitForURL(/\/book\/detail\/\d+$/);
    const bookId = /\/book\/detail\/(\d+)$/.exec(page.url())?.[1];
    await page.getByRole('heading', { name: FREE_BOOK, level: 1 }).waitFor();
    await page.getByRole('heading', { name: '目录' }).waitFor();
    const read = page.getByRole('link', { name: '开始阅读' });
    expect(await read.getAttribute('href')).toMatch(new RegExp(`/book/reader\\?id=${bookId}$`));
    expect(await page.getByRole('link', { name: /思维导图/ }).getAttribute('href')).toMatch(
      new RegExp(`/book/mind\\?id=${bookId}$`),
    );
  });

  it('the code book is locked; the demo code unlocks it without a reload', async () => {
    await page.goto(journey.app('/bookList'));
    await logInByPhone(page, outbox, PHONE);
    await page.getByRole('list', { name: '图书' }).getByRole('link', { name: CODE_BOOK }).click();
    const locked = page.getByRole('region', { name: '需解锁' });
    await locked.waitFor();
    await page.getByRole('button', { name: '兑换阅读码' }).click();
    const dialog = page.getByRole('dialog', { name: '兑换阅读码' });
    const input = dialog.getByRole('textbox', { name: '兑换码' });

    await input.fill('ABCD-EFGH-JKLM');
    await dialog.getByRole('button', { name: /兑\s?换/ }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').innerText()).toContain('激活码不正确，请核对后重新输入');

    await input.fill(formatActivationCode(demoActivationCode(DEVELOPMENT_TOKEN_SECRET, 1000)));
    await dialog.getByRole('button', { name: /兑\s?换/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/兑换成功/).waitFor();
    await locked.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '开始阅读' }).waitFor();
  });

  it('the audiobook plays and resumes near the saved second after a reload', async () => {
    await page.goto(journey.app('/audioBook'));
    await page.getByRole('list', { name: '有声书' }).getByRole('link', { name: FREE_BOOK }).click();
    await page.waitForURL(/\/book\/audiodetail\/\d+/);
    await page.getByRole('list', { name: '章节' }).getByText('未听').first().waitFor();
    const audio = page.locator('audio');
    await audio.waitFor({ state: 'attached' });
    await audio.evaluate((element) => {
      (element as HTMLAudioElement).muted = true;
    });
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    await page.getByRole('button', { name: '播放', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1.2);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/flks/book/progress'),
    );
    await page.getByRole('button', { name: '暂停', exact: true }).click();
    await saved;
    const pausedAt = (await audioState()).currentTime;
    // The pause saved the position: the chapter list shows it once asked again.
    await page.reload();
    await page
      .getByRole('list', { name: '章节' })
      .getByText(/听到 00:0[1-9]/)
      .waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.5);
    const resumedAt = (await audioState()).currentTime;
    expect(Math.abs(resumedAt - pausedAt)).toBeLessThan(1);
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const path of ['/bookList', '/audioBook']) {
      await page.goto(journey.app(path));
      await page.locator('.book-grid').waitFor();
      const { scroll, client } = await scrollWidths(page);
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(client);
    }
  });
});
