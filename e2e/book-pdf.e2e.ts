import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatActivationCode } from '@yzfk/contract/calls/activation';
import { DEVELOPMENT_TOKEN_SECRET } from '@yzfk/server/platform/config/config';
import { demoActivationCode } from '@yzfk/server/modules/activation/activation-code';
import { apiCall, webToken } from './support/api-call';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { paths } from '@yzfk/contract/paths';

// The PDF reader on the demo books: the free 宪法 opens at page 1 with its Chinese text in the
// text layer, read by range requests only (206); search finds a phrase on the last page and
// jumps there with the phrase marked; the code-protected 修正案 says 无权限阅读 without access,
// and opens with the demo code in the address once logged in; a 390 px phone fits.

const PHONE = '13900000061';

type TBookList = { items: { id: number; title: string; access: string }[] };

let journey: TJourney;
let outbox: string;
let freeBook: number;
let codeBook: number;

/** The text layer of a drawn page. */
function textLayer(page: Page, pageNumber: number) {
  return page.locator(`[data-page="${pageNumber}"] .react-pdf__Page__textContent`);
}

/** Waits until a drawn page's text layer holds a text (pdf.js draws it after the canvas). */
function textShown(page: Page, pageNumber: number, text: string) {
  return textLayer(page, pageNumber).getByText(text).first().waitFor();
}

/** The page number the toolbar shows. */
function shownPage(page: Page) {
  return page.getByRole('spinbutton', { name: '页码' }).inputValue();
}

describe('PDF reader', () => {
  beforeAll(async () => {
    journey = await startJourney();
    outbox = journey.outbox;
    const token = await webToken(journey.server.base);
    const list = await apiCall<TBookList>(journey.server.base, '/flks/book/list', {}, token);
    freeBook = list.items.find((book) => book.access === 'free')?.id ?? 0;
    codeBook = list.items.find((book) => book.access === 'code')?.id ?? 0;
  });
  afterAll(async () => {
    await journey.close();
  });

  it('shows page 1 with its Chinese text, fetched by range requests only', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const pdfReplies: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/')) pdfReplies.push(response.status());
    });
    await page.goto(journey.app(paths.bookPdf.href({ id: freeBook })));
    await textShown(page, 1, '中华人民共和国宪法');
    expect(await shownPage(page)).toBe('1');
    expect(await page.getByLabel('总页数').textContent()).toContain('41');
    expect(pdfReplies.length).toBeGreaterThan(0);
    expect(pdfReplies.every((status) => status === 206)).toBe(true);
    await page.context().close();
  });

  it('finds a phrase on a later page, jumps there and marks it', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app(paths.bookPdf.href({ id: freeBook })));
    await textShown(page, 1, '中华人民共和国宪法');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('searchbox', { name: '搜索本书' }).fill('义勇军进行曲');
    await page.getByRole('searchbox', { name: '搜索本书' }).press('Enter');
    await page.getByRole('status').filter({ hasText: '共 1 处' }).waitFor();
    await page.getByRole('button', { name: /第 41 页/ }).click();
    await expect.poll(() => shownPage(page), { timeout: 10_000 }).toBe('41');
    await textLayer(page, 41).locator('mark', { hasText: '义勇军进行曲' }).waitFor();

    // The keyboard turns pages back.
    await page.locator('.book-pdf-scroller').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownPage(page), { timeout: 10_000 }).toBe('40');
    await page.context().close();
  });

  it('opens at the page the address names (a contents link), from the detail page too', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app(paths.bookDetail.href({ id: freeBook })));
    await page.getByRole('link', { name: /阅读 PDF 版/ }).click();
    await textShown(page, 1, '中华人民共和国宪法');
    await page.goto(journey.app(paths.bookPdf.href({ id: freeBook, page: 14 })));
    await expect.poll(() => shownPage(page), { timeout: 10_000 }).toBe('14');
    await textShown(page, 14, '第三十三条');
    await page.context().close();
  });

  it('says 无权限阅读 for the code-protected book without access', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app(paths.bookPdf.href({ id: codeBook })));
    const alert = page.getByRole('dialog').filter({ hasText: '无权限阅读' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('提示');
    await alert.getByRole('button', { name: /返\s?回/ }).click();
    // Not opened by a script, so the window cannot close: it leaves for the home page.
    await page.waitForURL(/\/home/);
    await page.context().close();
  });

  it('opens the code-protected book with the demo code in the address, logged in', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app('/home'));
    await logInByPhone(page, outbox, PHONE);
    const code = formatActivationCode(demoActivationCode(DEVELOPMENT_TOKEN_SECRET, 1000));
    await page.goto(journey.app(paths.bookPdf.href({ code, id: codeBook })));
    await textShown(page, 1, '宪法修正案');
    const widths = await scrollWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.context().close();
  });
});
