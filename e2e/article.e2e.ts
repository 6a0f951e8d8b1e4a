import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { useDesktopJourney } from './support/desktop-journey';

// A reader finds an article and follows its law citation: /article lands on /articlelist, the
// 法条解读 tab keeps its column in the URL, the demo article on 正当防卫 opens with its reading
// time, and its citation 刑法第二十条 opens the law page at that article (the demo seed's 刑法
// excerpt); back again, the same visitor's second visit that day adds no view, another
// visitor's does. Both pages fit a phone without sideways scrolling.

const ARTICLE = '读懂正当防卫：三款条文的递进关系';
const OTHER_COLUMN = '错题本怎么记才不白记';

let journey: TJourney;
let page: Page;

/** The view count the article page shows. */
async function viewsOn(target: Page): Promise<number> {
  const text = await target.getByLabel('阅读次数').innerText();
  return Number(/(\d+)/.exec(text)?.[1]);
}

describe('articles', () => {
  useDesktopJourney((started, opened) => {
    journey = started;
    page = opened;
  });

  it('a reader filters by column, opens an article and follows its citation to the law', async () => {
    await page.goto(journey.app('/article'));
    await page.waitForURL(/\/articlelist$/);
    await page.getByRole('heading', { name: '文章', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '文章列表' });
    await list.getByRole('link', { name: OTHER_COLUMN }).waitFor();
    await page.getByRole('complementary', { name: '最多阅读' }).waitFor();

    await page.getByRole('tab', { name: '法条解读' }).click();
    await page.waitForURL(/column=/);
    expect(decodeURIComponent(page.url())).toContain('column=法条解读');
    await list.getByRole('link', { name: OTHER_COLUMN }).waitFor({ state: 'detached' });
    await list.getByRole('link', { name: ARTICLE }).click();

    await page.waitForURL(/\/article\/item\/\d+$/);
    const articleUrl = page.url();
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    expect(await page.getByText(/约 \d+ 分钟读完/).innerText()).toMatch(/约 1 分钟读完/);
    const views = await viewsOn(page);
    expect(views).toBeGreaterThanOrEqual(1);

    const citation = page.getByRole('link', { name: '刑法第二十条', exact: true });
    expect(await citation.getAttribute('class')).toBe('law-citation');
    await citation.click();
    await page.waitForURL(/\/law\/item\/\d+#art-\d+$/);
    await page.getByRole('heading', { name: /中华人民共和国刑法/, level: 1 }).waitFor();
    const anchor = new URL(page.url()).hash.slice(1);
    // The law page marks the article it jumped to as the active one.
    const lawArticle = page.locator(`[id="${anchor}"].law-article--active`);
    await lawArticle.waitFor();
    expect(await lawArticle.getAttribute('aria-label')).toBe('第二十条');
    expect(await lawArticle.innerText()).toContain('正当防卫');
    await expect
      .poll(() =>
        lawArticle.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        }),
      )
      .toBe(true);

    await page.goBack();
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    expect(await viewsOn(page)).toBe(views);

    // Another browser on the same address, with a fresh anonymous token, is the same visitor
    // (a view counts once per user, else per address, and day: issue 27 item 10).
    const other = await journey.newPage();
    await other.goto(articleUrl);
    await other.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    expect(await viewsOn(other)).toBe(views);
    await other.close();
  });

  it('says 文章不存在 for an unknown id, and both pages fit a phone', async () => {
    await page.goto(journey.app('/article/item/999999'));
    await page.getByText('文章不存在').waitFor();

    await page.setViewportSize(PHONE_VIEWPORT);
    for (const path of ['/articlelist', '/articlelist?column=法律实务']) {
      await page.goto(journey.app(path));
      await page.getByRole('list', { name: '文章列表' }).waitFor();
      const { scroll, client } = await scrollWidths(page);
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(client);
    }
    await page.getByRole('list', { name: '文章列表' }).getByRole('link').first().click();
    await page.waitForURL(/\/article\/item\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.article-body').waitFor();
    const { scroll, client } = await scrollWidths(page);
    expect(scroll, 'the article scrolls sideways').toBeLessThanOrEqual(client);
  });
});
