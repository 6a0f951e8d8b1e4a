import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TLawSummary } from '@yzfk/contract/calls/law';
import { paths } from '@yzfk/contract/paths';
import { apiCall, webToken } from './support/api-call';
import { startJourney, type TJourney } from './support/browser';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, scrollWidths } from './support/layout';

// 新旧对照 on the national library (the journeys' template has the law pack loaded): a candidate
// opens 公司法 (2023), goes to 新旧对照 with 2018, sees 第二十三条's changes marked, switches on
// 只看修改; the same on a 390 px phone, stacked; and from 公司法 (2023)'s page the 本条修改 mark of
// 第二十三条 opens its pair.

const ARTICLE_23 = /第二十条第三款、第六十三条 → 第二十三条 修改/;

/** 公司法's 2018 and 2023 versions, as the law list finds them. */
async function companyLawVersions(journey: TJourney): Promise<{ v2018: number; v2023: number }> {
  const token = await webToken(journey.server.base);
  const { list } = await apiCall<{ list: TLawSummary[] }>(
    journey.server.base,
    '/flks/pagesection/getlawlist',
    { keyword: '公司法', level: '法律', pageSize: 50 },
    token,
  );
  const id = (date: string) =>
    list.find((law) => law.title === '中华人民共和国公司法' && law.publishedAt === date)?.id;
  const v2018 = id('2018-10-26');
  const v2023 = id('2023-12-29');
  if (!v2018 || !v2023) throw new Error('公司法 2018 and 2023 are not both in the library');
  return { v2018, v2023 };
}

/** The words a side shows as deleted or inserted. */
async function changed(pair: Locator, tag: 'del' | 'ins'): Promise<string[]> {
  return pair.locator(tag).allTextContents();
}

async function expectArticle23Changes(page: Page): Promise<Locator> {
  const pair = page.getByRole('region', { name: ARTICLE_23 });
  await pair.waitFor();
  expect(await changed(pair, 'del')).toContain('［删除］一人有限责任');
  expect(await changed(pair, 'ins')).toEqual(
    expect.arrayContaining([
      '［新增］股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。',
      '［新增］只有一个股东的',
    ]),
  );
  return pair;
}

async function switchOnOnlyChanged(page: Page): Promise<void> {
  const unchanged = page.getByRole('region', { name: / 未变$/ });
  expect(await unchanged.count()).toBeGreaterThan(0);
  await page.getByRole('switch').click();
  await page.waitForURL(/only=changed/);
  await unchanged.first().waitFor({ state: 'detached' });
  expect(await unchanged.count()).toBe(0);
  await page.getByRole('region', { name: ARTICLE_23 }).waitFor();
}

describe('新旧对照 of 公司法 2018 and 2023', () => {
  let journey: TJourney;
  let ids: { v2018: number; v2023: number };
  beforeAll(async () => {
    journey = await startJourney();
    ids = await companyLawVersions(journey);
  });
  afterAll(() => journey.close());

  it('opens from 公司法 (2023), shows 第二十三条 changed side by side, and 只看修改', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(journey.app(paths.lawItem.href({ id: ids.v2023 })));
    await page.getByRole('heading', { level: 1, name: '中华人民共和国公司法' }).waitFor();
    await page.getByRole('link', { name: '新旧对照' }).click();
    await page.waitForURL(/\/law\/compare\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([
      String(ids.v2018),
      String(ids.v2023),
    ]);
    await page.getByRole('heading', { name: '中华人民共和国公司法 新旧对照' }).waitFor();
    const summary = (await page.getByRole('status').textContent()) ?? '';
    expect(summary).toMatch(/新增 \d+ 条删除 \d+ 条修改 \d+ 条未变 \d+ 条/);

    const pair = await expectArticle23Changes(page);
    // Side by side: the newer text to the right of the older, on the same line.
    const older = await pair.locator('.law-compare-side--old').boundingBox();
    const newer = await pair.locator('.law-compare-side--new').boundingBox();
    expect(older && newer && newer.x > older.x + older.width / 2).toBe(true);
    expect(older && newer && Math.abs(newer.y - older.y) < 2).toBe(true);

    await switchOnOnlyChanged(page);
  });

  it('stacks the two versions on a 390 px phone, without sideways scrolling', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app(paths.lawCompare.href({ from: ids.v2018, to: ids.v2023 })));
    const pair = await expectArticle23Changes(page);
    await pair.scrollIntoViewIfNeeded();
    const older = await pair.locator('.law-compare-side--old').boundingBox();
    const newer = await pair.locator('.law-compare-side--new').boundingBox();
    expect(older && newer && newer.y >= older.y + older.height - 1).toBe(true);
    expect(newer && newer.x + newer.width <= PHONE_VIEWPORT.width).toBe(true);
    const widths = await scrollWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await switchOnOnlyChanged(page);
  });

  it('opens 第二十三条’s pair from its 本条修改 mark on 公司法 (2023)', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(journey.app(paths.lawItem.href({ id: ids.v2023 })));
    const mark = page.getByRole('link', { name: '第二十三条本条修改，查看新旧对照' });
    await mark.waitFor();
    await mark.click();
    await page.waitForURL(/\/law\/compare\?.*at=\d+/);
    const pair = page.getByRole('region', { name: ARTICLE_23 });
    await pair.waitFor();
    expect(await pair.getAttribute('aria-current')).toBe('location');
    expect(await pair.isVisible()).toBe(true);
    const box = await pair.boundingBox();
    expect(box && box.y < DESKTOP_VIEWPORT.height && box.y + box.height > 0).toBe(true);
  });
});
