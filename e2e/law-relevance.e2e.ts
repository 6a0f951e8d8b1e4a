import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type TJourney } from './support/browser';

// Law search relevance as a candidate meets it on the demo seed (sample laws and the default
// concept file): a concept puts its defining article first, marked 定义条文; a query with no
// article holding all its words still shows the best partial matches, and says so.

let journey: TJourney;

describe('law search relevance', () => {
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows 民法典 第五百三十三条 first for 情势变更, marked as the defining article', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/home'));
    const box = page.getByRole('search', { name: '全站搜索' }).getByRole('searchbox');
    await box.fill('情势变更');
    await box.press('Enter');
    await page.getByRole('tab', { name: /^条文（/ }).click();
    await page.waitForURL(/tab=article-clause/);
    const first = page.getByRole('region', { name: '条文' }).locator('.search-hit').first();
    await first.waitFor();
    expect(await first.locator('.search-hit__title').textContent()).toMatch(
      /^中华人民共和国民法典\s*第五百三十三条$/,
    );
    expect(await first.locator('.search-hit__label').textContent()).toBe('定义条文');
    await first.locator('.search-hit__title').click();
    await page.waitForURL(/\/law\/item\/\d+\?hl=.+#art-\d+$/);
    await page
      .getByText('合同的基础条件发生了当事人在订立合同时无法预见的', { exact: false })
      .first()
      .waitFor();
  });

  // Issue 26: a charge name the statute never writes, and an everyday question, typed in the
  // header's search box; the 条文 tab lists the statute article, which opens at its place.
  for (const [query, article, title, text] of [
    [
      '职务侵占罪',
      '刑法第二百七十一条',
      /^中华人民共和国刑法\s*第二百七十一条$/,
      '将本单位财物非法占为己有',
    ],
    [
      '加班费怎么算',
      '劳动法第四十四条',
      /^中华人民共和国劳动法\s*第四十四条$/,
      '支付不低于工资的百分之一百五十的工资报酬',
    ],
  ] as const) {
    it(`finds ${article} for ${query} and opens it`, async () => {
      const page = await journey.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(journey.app('/home'));
      const box = page.getByRole('search', { name: '全站搜索' }).getByRole('searchbox');
      await box.fill(query);
      await box.press('Enter');
      await page.getByRole('tab', { name: /^条文（/ }).click();
      await page.waitForURL(/tab=article-clause/);
      const hits = page.getByRole('region', { name: '条文' }).locator('.search-hit');
      // The 全部 overview showed three 条文 hits; the tab's own page lists more.
      await expect.poll(() => hits.count(), { timeout: 15_000 }).toBeGreaterThan(3);
      const titles = (await hits.locator('.search-hit__title').allTextContents()).slice(0, 5);
      const at = titles.findIndex((hitTitle) => title.test(hitTitle.trim()));
      expect(at, titles.join(' | ')).toBeGreaterThanOrEqual(0);
      await hits.nth(at).locator('.search-hit__title').click();
      await page.waitForURL(/\/law\/item\/\d+.*#art-\d+$/);
      await page.getByText(text, { exact: false }).first().waitFor();
    });
  }

  it('shows partial matches when no article has every word, and says so', async () => {
    const page = await journey.newPage();
    await page.goto(
      journey.app(
        '/search?q=%E8%AF%89%E8%AE%BC%E6%97%B6%E6%95%88%20%E9%87%8F%E5%AD%90&tab=article-clause',
      ),
    );
    const region = page.getByRole('region', { name: '条文' });
    await region.getByRole('note').waitFor();
    expect(await region.getByRole('note').textContent()).toBe(
      '未找到包含全部词语的结果，已显示部分匹配的结果',
    );
    expect(await region.locator('.search-hit').count()).toBeGreaterThan(0);
  });
});
