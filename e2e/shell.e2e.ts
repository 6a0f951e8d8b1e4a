import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';
import { paths } from '@yzfk/contract/paths';

// The app shell in a real browser against the built product: landing, the server's menu and
// its active entry, redirects, the 404 catch-all, deep links and the navigation progress bar.

const MENU = ['首页', '图书', '课程', '题库', '考试', '法规', '文章', '下载'];

async function menuLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link');
}

/** Waits until the menu marks exactly this entry as the current page. */
async function expectActiveEntry(page: Page, name: string): Promise<void> {
  const active = page.getByRole('navigation', { name: '主菜单' }).locator('[aria-current="page"]');
  await active.filter({ hasText: name }).waitFor();
  expect(await active.allTextContents()).toEqual([name]);
}

/** Titles are set as a navigation completes: wait for it, then check. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title).catch(() => {});
  expect(await page.title()).toBe(title);
}

describe('the app shell', () => {
  let journey: TJourney;
  let page: Page;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('lands /Template/yzfk/ on /home titled 首页, with the menu from the server', async () => {
    page = await journey.newPage();
    await page.goto(`${journey.server.base}/Template/yzfk/`);
    await page.waitForURL('**/Template/yzfk/home');
    await expectTitle(page, '首页');
    expect(await (await menuLinks(page)).allTextContents()).toEqual(MENU);
    await expectActiveEntry(page, '首页');
  });

  it('marks the entry of the section being read, from the first matched route name', async () => {
    await (await menuLinks(page)).filter({ hasText: '图书' }).click();
    await page.waitForURL('**/Template/yzfk/bookList');
    await expectActiveEntry(page, '图书');
    await expectTitle(page, '图书');
    await page.goto(journey.app('/exam/searchlaw'));
    await expectActiveEntry(page, '考试');
  });

  it('redirects /book to /bookList and /center to /user', async () => {
    await page.goto(journey.app('/book'));
    await page.waitForURL('**/Template/yzfk/bookList');
    await page.goto(journey.app('/center'));
    await page.waitForURL('**/Template/yzfk/user');
    await page.getByText('请先登录').waitFor();
    await expectTitle(page, '个人信息');
  });

  it('shows the 404 page titled 404 for an unknown path', async () => {
    await page.goto(journey.app('/no/such/page'));
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    await expectTitle(page, '404');
    expect(page.url()).toBe(journey.app('/no/such/page'));
  });

  it('reloads a deep link in place', async () => {
    await page.goto(journey.app(paths.lawItem.href({ id: 999999 })));
    await page.getByText('法规不存在或已被删除').first().waitFor();
    await page.reload();
    await page.getByText('法规不存在或已被删除').first().waitFor();
    expect(page.url()).toBe(journey.app(paths.lawItem.href({ id: 999999 })));
    await expectActiveEntry(page, '法规');
  });

  it('shows the progress bar while a slow navigation loads', async () => {
    const fresh = await journey.newPage();
    await fresh.goto(journey.app('/home'));
    await menuLinks(fresh);
    // From now on every script arrives late, as on a slow network: the next page's chunk too.
    await fresh.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await (await menuLinks(fresh)).filter({ hasText: '课程' }).click();
    await fresh.locator('#nprogress .bar').waitFor({ state: 'visible', timeout: 1000 });
    await fresh.waitForURL('**/Template/yzfk/course/videolist');
    await fresh.locator('#nprogress').waitFor({ state: 'detached' });
    await expectTitle(fresh, '视频课程');
  });

  it('scrolls to the top after a navigation', async () => {
    const fresh = await journey.newPage();
    await fresh.setViewportSize({ width: 1200, height: 400 });
    await fresh.goto(journey.app('/home'));
    await menuLinks(fresh);
    await fresh.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await fresh.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await (await menuLinks(fresh)).filter({ hasText: '文章' }).click();
    await fresh.waitForURL('**/Template/yzfk/articlelist');
    await fresh.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 2000 });
    expect(await fresh.evaluate(() => window.scrollY)).toBe(0);
  });
});
