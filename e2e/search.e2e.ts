import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';

// The global search as a visitor uses it, on the demo content (sample laws, questions, the demo
// books, courses, articles and downloads): a word typed in the header's box on any page opens
// /search with a count on every tab; a hit of each type opens its page; a tab pages; a word
// found nowhere suggests what to try; the header's box and the page fit a 390 px phone.

const TAB_LABELS = ['法规', '条文', '题目', '图书', '课程', '文章', '下载'];
/** Where a hit of each type opens. */
const OPENS: Record<string, RegExp> = {
  法规: /\/law\/item\/\d+\?hl=/,
  条文: /\/law\/item\/\d+\?hl=.+#art-\d+$/,
  题目: /\/tikulist\?bank=\d+$/,
  图书: /\/book\/detail\/\d+$/,
  课程: /\/course\/videodetail\/\d+$/,
  文章: /\/article\/item\/\d+$/,
  下载: /\/DownloadList\?category=/,
};

let journey: TJourney;

async function searchFromHeader(page: Page, word: string) {
  const box = page.getByRole('search', { name: '全站搜索' }).getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=/);
}

describe('the global search', () => {
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('searches from the header, counts every tab and opens a hit of each type', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/bookList'));
    await searchFromHeader(page, '法');
    expect(decodeURIComponent(page.url())).toMatch(/\/search\?q=法$/);
    const tabs = page.getByRole('tab');
    await page.getByRole('tab', { name: /^法规（\d+\+?）$/ }).waitFor();
    const labels = await tabs.allTextContents();
    expect(labels[0]).toBe('全部');
    for (const [index, label] of TAB_LABELS.entries()) {
      const count = new RegExp(`^${label}（(\\d+)\\+?）$`).exec(labels[index + 1] ?? '');
      expect(count, labels.join(' ')).not.toBeNull();
      expect(Number(count?.[1])).toBeGreaterThan(0);
    }
    for (const label of TAB_LABELS) {
      const section = page.getByRole('region', { name: label, exact: true });
      const first = section.locator('.search-hit__title').first();
      await first.waitFor();
      expect(await section.locator('mark').count(), label).toBeGreaterThan(0);
      await first.click();
      await page.waitForURL(OPENS[label] ?? /never/);
      await page.goBack();
      await page.waitForURL(/\/search\?q=/);
      await page.getByRole('region', { name: label, exact: true }).waitFor();
    }
  });

  it('opens a tab in the address, pages it, and keeps the header box on the query', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/search?q=%E6%B3%95'));
    await page.getByRole('tab', { name: /^条文（/ }).click();
    await page.waitForURL(/tab=article-clause/);
    const hits = page.getByRole('region', { name: '条文' }).locator('.search-hit');
    // The tab's own first page replaces 全部's few hits: wait for its full page.
    await expect.poll(() => hits.count()).toBe(20);
    const firstTitle = await hits.first().locator('.search-hit__title').textContent();
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(
      (title) => document.querySelector('.search-hit__title')?.textContent !== title,
      firstTitle,
    );
    expect(
      await page.getByRole('search', { name: '全站搜索' }).getByRole('searchbox').inputValue(),
    ).toBe('法');
  });

  it('suggests what to try when nothing is found', async () => {
    const page = await journey.newPage();
    // Letters no law, question, book or article holds (the national library has 量子 and 纠缠).
    await page.goto(journey.app('/search?q=xqzvwk'));
    await page.getByText('没有找到与“xqzvwk”相关的内容').waitFor();
    await page.getByRole('link', { name: '正当防卫' }).click();
    await page.waitForURL(/q=%E6%AD%A3%E5%BD%93%E9%98%B2%E5%8D%AB/);
    await page.getByRole('region', { name: '文章' }).getByText('读懂正当防卫').waitFor();
  });

  it('has the header box on a 390 px phone, and the results fit it', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app('/home'));
    const box = page.getByRole('search', { name: '全站搜索' }).getByRole('searchbox');
    await box.waitFor();
    expect((await box.boundingBox())?.width).toBeGreaterThan(100);
    await searchFromHeader(page, '宪法');
    await page
      .getByRole('region', { name: '图书' })
      .locator('.search-hit__title')
      .first()
      .waitFor();
    expect((await scrollWidths(page)).scroll).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });
});
