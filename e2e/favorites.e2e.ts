import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { logInByPhone } from './support/phone-login';
import { useDesktopJourney } from './support/desktop-journey';

// Favourites over every content kind: a logged-in reader stars a law, a book, a course and an
// article from their pages (each star turns 已收藏, pressed), finds each under its tab of
// /myfavorite (the tab in the address, kept by a reload), opens one from there, and unstars one
// in place.

const PHONE = '13900000081';
const LAW = '中华人民共和国刑法';
const BOOK = /^中华人民共和国宪法$/;
const COURSE = '民法总则 · 诉讼时效精讲（示例）';

let journey: TJourney;
let outbox: string;
let page: Page;

/** Stars the item of the page open now and waits for the pressed 已收藏 and its toast. */
async function star(): Promise<void> {
  await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click();
  await page.getByRole('button', { name: '已收藏', exact: true, pressed: true }).waitFor();
  await page.locator('.ant-message').getByText('已收藏').first().waitFor();
}

describe('favourites', () => {
  useDesktopJourney((started, opened) => {
    journey = started;
    outbox = started.outbox;
    page = opened;
  });

  it('stars a law, a book, a course and an article and finds each under its tab', async () => {
    await page.goto(journey.app('/lawList?category=%E5%88%91%E6%B3%95'));
    await logInByPhone(page, outbox, PHONE);

    await page.getByRole('link', { name: LAW, exact: true }).click();
    await page.getByRole('heading', { name: LAW, level: 1 }).waitFor();
    await star();

    await page.goto(journey.app('/bookList'));
    await page.getByRole('list', { name: '图书' }).getByRole('link', { name: BOOK }).click();
    await page.getByRole('heading', { name: BOOK, level: 1 }).waitFor();
    await star();

    await page.goto(journey.app('/course/videolist'));
    await page.getByRole('list', { name: '视频课程' }).getByRole('link', { name: COURSE }).click();
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    await star();

    await page.goto(journey.app('/articlelist'));
    const first = page.getByRole('list', { name: '文章列表' }).getByRole('link').first();
    const article = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { name: article, level: 1 }).waitFor();
    await star();

    await page.goto(journey.app('/myfavorite'));
    for (const [tab, name, title] of [
      ['法规', '收藏的法规', LAW],
      ['图书', '收藏的图书', '中华人民共和国宪法'],
      ['课程', '收藏的课程', COURSE],
      ['文章', '收藏的文章', article],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const list = page.getByRole('list', { name });
      await list.getByRole('link', { name: title, exact: true }).waitFor();
    }
    // The tab is in the address: a reload stays on 文章.
    expect(page.url()).toMatch(/tab=article/);
    await page.reload();
    await page
      .getByRole('list', { name: '收藏的文章' })
      .getByRole('link', { name: article })
      .waitFor();
    expect(await page.getByRole('tab', { name: '文章', selected: true }).count()).toBe(1);

    // Opening a favourite goes to its page, still starred.
    await page.getByRole('tab', { name: '课程' }).click();
    await page
      .getByRole('list', { name: '收藏的课程' })
      .getByRole('link', { name: COURSE })
      .click();
    await page.waitForURL(/\/course\/videodetail\/\d+$/);
    await page.getByRole('button', { name: '已收藏', exact: true, pressed: true }).waitFor();
  });

  it('unstars a book in place on /myfavorite', async () => {
    await page.goto(journey.app('/myfavorite?tab=book'));
    const books = page.getByRole('list', { name: '收藏的图书' });
    await books.getByRole('link', { name: BOOK }).waitFor();
    await books.getByRole('button', { name: '取消收藏 中华人民共和国宪法' }).click();
    await page.locator('.ant-message').getByText('已取消收藏').waitFor();
    await page.getByText('暂无收藏的图书').waitFor();
    // The others stay.
    await page.getByRole('tab', { name: '法规' }).click();
    await page.getByRole('list', { name: '收藏的法规' }).getByRole('link', { name: LAW }).waitFor();
  });
});
