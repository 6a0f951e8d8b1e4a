import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ROUTE_TABLE, type TRouteEntry } from '../apps/web/src/app/router/route-table';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { finishPhoneLogin, startPhoneLogin } from './support/phone-login';

// The shell on a phone (390 × 844): every route of the route table without horizontal scroll,
// and the header's sections and user menu reachable through the menu button's drawer.

const SECTIONS = ['首页', '图书', '课程', '题库', '考试', '法规', '文章', '下载'];
const PHONE = '13900000051';

/** Every path of the route table and its aliases, with sample values for the parameters. */
function routePaths(entries: readonly TRouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...[entry.path, ...(entry.alias ?? [])].map((path) =>
      path === '*'
        ? '/no/such/page'
        : path
            .replace(/\/:[a-z]+\?/gi, '')
            .replace(/:[a-z]+/gi, '1')
            .replace(/^$/, '/'),
    ),
    ...routePaths(entry.children ?? []),
  ]);
}

type TBox = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

function overlaps(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element at the centre of a locator's box is the locator's element or inside it. */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && element.contains(top);
  });
}

let journey: TJourney;

/** What is wrong with one route on a phone: sideways scroll, or a header without 登录 or menu. */
async function routeProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(journey.app(path), { waitUntil: 'networkidle' });
  const problems: string[] = [];
  const { scroll, client } = await scrollWidths(page);
  if (scroll > client) problems.push(`${path}: scrolls sideways (${scroll} > ${client})`);
  const header = page.locator('header.site-header');
  if ((await header.count()) === 0) return problems; // standalone pages have no site header
  const login = header.getByRole('button', { name: /^登\s?录$/ });
  if (!(await login.isVisible())) problems.push(`${path}: no 登录 in the header`);
  else if (!(await isOnTop(login))) problems.push(`${path}: 登录 is covered`);
  if (!(await header.getByRole('button', { name: '打开菜单' }).isVisible())) {
    problems.push(`${path}: no menu button`);
  }
  return problems;
}

describe('the shell on a phone', () => {
  let page: Page;
  let workDir: string;
  let outbox: string;
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-mobile-'));
    outbox = join(workDir, 'sms.jsonl');
    journey = await startJourney({ SMS_OUTBOX: outbox });
  });
  beforeEach(async () => {
    page = await journey.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
  });
  afterAll(async () => {
    await journey.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows every route of the route table without horizontal scroll', async () => {
    const paths = [...new Set(routePaths(ROUTE_TABLE))];
    expect(paths.length).toBeGreaterThan(40);
    // Most of each visit is the 500 ms of network quiet that networkidle waits for: a few pages
    // walk the routes side by side, each taking the next path left.
    const pages = [page, ...(await Promise.all([1, 2, 3].map(() => journey.newPage())))];
    const queue = [...paths];
    const problems: string[] = [];
    await Promise.all(
      pages.map(async (walker) => {
        await walker.setViewportSize(PHONE_VIEWPORT);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          problems.push(...(await routeProblems(walker, path)));
        }
      }),
    );
    expect(problems.sort()).toEqual([]);
  }, 300_000);

  it('reaches every section and 登录 through the menu button', async () => {
    await page.goto(journey.app('/home'));
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: '打开菜单' });
    const brand = header.getByRole('link', { name: '有章法考 首页' });
    const login = header.getByRole('button', { name: /^登\s?录$/ });
    await login.waitFor();
    expect(overlaps(await boxOf(menuButton), await boxOf(brand))).toBe(false);
    expect(overlaps(await boxOf(brand), await boxOf(login))).toBe(false);
    // The row of sections is not shown on a phone: the drawer has them.
    expect(await page.getByRole('navigation', { name: '主菜单' }).isVisible()).toBe(false);

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    const sections = drawer.getByRole('navigation', { name: '全部栏目' });
    await sections.getByRole('link').first().waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual(SECTIONS);
    for (const link of await sections.getByRole('link').all()) {
      expect(await link.isVisible()).toBe(true);
    }
    expect(await drawer.getByRole('button', { name: /^登\s?录$/ }).isVisible()).toBe(true);
    await page.screenshot({ path: join(workDir, 'drawer.png') });

    await sections.getByRole('link', { name: '法规' }).click();
    await page.waitForURL('**/Template/yzfk/lawList');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('after login, shows the name beside the brand and the centre and 退出登录 in the drawer', async () => {
    await page.goto(journey.app('/home'));
    const code = await startPhoneLogin(page, outbox, PHONE);
    await finishPhoneLogin(page, code);
    const header = page.getByRole('banner');
    const name = header.getByRole('button', { name: /^用户菜单：/ });
    await name.waitFor();
    const brand = header.getByRole('link', { name: '有章法考 首页' });
    expect(overlaps(await boxOf(brand), await boxOf(name))).toBe(false);
    expect(await isOnTop(name)).toBe(true);
    expect((await scrollWidths(page)).scroll).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await header.getByRole('button', { name: '打开菜单' }).click();
    const account = page.getByRole('dialog', { name: '菜单' }).getByRole('navigation', {
      name: '个人中心',
    });
    await account.getByRole('link', { name: '个人中心' }).waitFor();
    expect(await account.getByRole('link', { name: '我的错题' }).isVisible()).toBe(true);
    await account.getByRole('button', { name: '退出登录' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^登\s?录$/ })
      .waitFor();
  });
});
