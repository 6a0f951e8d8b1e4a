import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';

// The law database in a real browser, on the national library (the journeys' template has the
// law pack loaded): list → filter → law → jump
// to an article from the contents; search → result → the article highlighted; the compact
// article search beside an exam.

/** True when the element's top is inside the viewport. */
async function isInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

describe('the law database', () => {
  let journey: TJourney;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('lists, filters, opens a law and jumps to an article from the contents', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(journey.app('/lawList'));
    await page.getByText('共 1551 部').waitFor();
    const levels = page.locator('.law-filters').first();
    await levels.getByText('部门规章（29）').click();
    await page.getByText('共 29 部').waitFor();
    expect(decodeURIComponent(page.url())).toContain('level=部门规章');
    await levels.getByText('全部').click();
    await page.getByText('共 1551 部').waitFor();

    await page.getByRole('navigation', { name: '法规分类' }).getByText('刑法（13）').click();
    await page.getByText('共 13 部').waitFor();
    await page.getByRole('link', { name: '中华人民共和国刑法', exact: true }).click();
    await page.waitForURL(/\/law\/item\/\d+$/);
    await page.getByRole('heading', { name: '中华人民共和国刑法', level: 1 }).waitFor();
    expect(await page.getByText('示例数据：本条目仅含节选条文').count()).toBe(0);
    await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).waitFor();

    await page.getByRole('navigation', { name: '目录' }).getByText('第三节 自首和立功').click();
    await page.waitForURL(/#art-69$/);
    const article = 'section[aria-label="第六十七条"]';
    await page.locator(`${article}.law-article--active`).waitFor();
    expect(await isInView(page, article)).toBe(true);
  });

  it('searches, opens a result and shows the article with the term highlighted', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app('/search'));
    await page.getByPlaceholder(/搜索法规、条文/).fill('累犯');
    await page.getByPlaceholder(/搜索法规、条文/).press('Enter');
    await page.waitForURL(/q=%E7%B4%AF%E7%8A%AF/);
    const results = page.getByRole('region', { name: '条文' });
    const first = results.getByRole('link').first();
    await first.waitFor();
    expect(await first.textContent()).toBe('中华人民共和国刑法 第六十五条');
    expect(await results.locator('mark').first().textContent()).toBe('累犯');

    await first.click();
    await page.waitForURL(/\/law\/item\/\d+\?hl=.+#art-67$/);
    const article = page.locator('section[aria-label="第六十五条"].law-article--active');
    await article.waitFor();
    expect(await article.locator('mark').allTextContents()).toEqual(['累犯']);
    expect(await isInView(page, 'section[aria-label="第六十五条"]')).toBe(true);
  });

  it('tells a clear message for a query of punctuation only', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app('/search?q=%EF%BC%8C%E3%80%82'));
    await page
      .getByText(/请输入要搜索的关键词/)
      .first()
      .waitFor();
  });

  it('finds articles in the compact search beside an exam', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app('/exam/searchlaw'));
    await page.getByPlaceholder(/输入术语查找法条/).fill('诉讼时效');
    await page.getByPlaceholder(/输入术语查找法条/).press('Enter');
    const link = page.getByRole('link', { name: /第一百八十八条/ });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
