import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { redeemDemoCode } from './support/access-code';
import { useDesktopJourney } from './support/desktop-journey';
import { chooseOption } from './support/select-option';

// The course catalogue as a visitor and then a user finds it: /course lands on 视频课程 with the
// demo video course, a subject filter kept in the URL, 音频课程 with the paid demo audio course,
// whose 获取授权 opens the one dialog; after a login and a demo activation code its lessons are
// links to the player with 开始学习, and the paid question bank opens too. The free course lists
// its chapters and lessons with their lengths; both pages fit a phone without sideways scroll.

const PHONE = '13900000041';
const VIDEO_COURSE = '民法总则 · 诉讼时效精讲（示例）';
const AUDIO_COURSE = '刑法总则速听（示例）';

let journey: TJourney;
let outbox: string;
let page: Page;

/** Fails when the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(): Promise<void> {
  const { scroll, client } = await scrollWidths(page);
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

describe('the course catalogue', () => {
  useDesktopJourney((started, opened) => {
    journey = started;
    outbox = started.outbox;
    page = opened;
  });

  it('a visitor browses 视频课程, filters by subject and opens the locked audio course', async () => {
    await page.goto(journey.app('/course'));
    await page.waitForURL(/\/course\/videolist$/);
    await page.getByRole('heading', { name: '视频课程', level: 1 }).waitFor();
    const videos = page.getByRole('list', { name: '视频课程' });
    const card = videos.getByRole('link', { name: VIDEO_COURSE });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('有章法考教研组');
    expect(text).toContain('3 课时');
    expect(text).toContain('免费');
    // The demo cover loads through its signed link.
    const cover = card.getByRole('img', { name: `${VIDEO_COURSE} 封面` });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await chooseOption(page, '科目', '民法');
    await page.waitForURL(/subject=/);
    expect(decodeURIComponent(page.url())).toContain('subject=民法');
    await card.waitFor();
    await page.reload();
    await card.waitFor();
    expect(await page.getByRole('combobox', { name: '科目' }).locator('..').innerText()).toContain(
      '民法',
    );

    await page
      .getByRole('navigation', { name: '课程类型' })
      .getByRole('link', { name: '音频课程' })
      .click();
    await page.waitForURL(/\/course\/audiolist$/);
    const audio = page
      .getByRole('list', { name: '音频课程' })
      .getByRole('link', { name: AUDIO_COURSE });
    expect(await audio.innerText()).toContain('需授权');
    await audio.click();
    await page.waitForURL(/\/course\/videodetail\/\d+$/);
    await page.getByRole('heading', { name: AUDIO_COURSE, level: 1 }).waitFor();
    await page.getByRole('region', { name: '需授权' }).waitFor();
    // Its lessons are listed but lead to the dialog, not the player.
    expect(await page.locator('a[href*="/course/player"]').count()).toBe(0);
    await page.getByRole('button', { name: '获取授权' }).click();
    const dialog = page.getByRole('dialog', { name: '获取授权' });
    await dialog.getByText(AUDIO_COURSE).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /第十七条.*（需授权）/ }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('after a login and a demo activation code the audio course opens in place, and the paid bank too', async () => {
    const detailUrl = page.url();
    await logInByPhone(page, outbox, PHONE);
    await page.getByRole('button', { name: '获取授权' }).click();
    await redeemDemoCode(page, 0);

    // Unlocked without a reload: lessons are links to the player, the main button 开始学习.
    expect(page.url()).toBe(detailUrl);
    await page.getByRole('region', { name: '需授权' }).waitFor({ state: 'detached' });
    const start = page.getByRole('button', { name: '开始学习' });
    await start.waitFor();
    const lessons = page.getByRole('link', { name: /第十七条|第七十四条/ });
    expect(await lessons.count()).toBe(2);
    const courseId = /videodetail\/(\d+)/.exec(detailUrl)?.[1];
    expect(await lessons.first().getAttribute('href')).toMatch(
      new RegExp(`/course/player\\?course=${courseId}&lesson=\\d+$`),
    );
    await start.click();
    await page.waitForURL(new RegExp(`/course/player\\?course=${courseId}&lesson=\\d+`));

    await page.goto(journey.app('/tikulist'));
    await page
      .getByRole('radiogroup', { name: '题库' })
      .getByRole('radio', { name: /示例付费题库/ })
      .click();
    await page.getByRole('button', { name: '练习 民事诉讼法', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: '需授权' }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: '练习 民事诉讼法', exact: true }).isDisabled(),
    ).toBe(false);
  });

  it('/learnrecord has a 课程 tab, with my courses or the way to the catalogue', async () => {
    await page.goto(journey.app('/learnrecord'));
    await page.getByRole('tab', { name: '课程' }).click();
    await page.waitForURL(/tab=courses/);
    // Empty until a lesson is played; with the player in place, the course and its chart.
    await page
      .getByText('暂无课程学习记录')
      .or(page.getByRole('figure', { name: '每日学习时长' }))
      .waitFor();
  });

  it("lists the free course's chapters and lessons with their lengths, and fits a phone", async () => {
    await page.goto(journey.app('/course/videolist'));
    await page.getByRole('link', { name: VIDEO_COURSE }).click();
    await page.getByRole('heading', { name: VIDEO_COURSE, level: 1 }).waitFor();
    const chapters = page.getByRole('list', { name: /^第.章/ });
    expect(await chapters.count()).toBe(2);
    const first = page.getByRole('list', { name: '第一章 诉讼时效期间' });
    const row = await first.getByRole('listitem').first().innerText();
    expect(row).toContain('第一百八十八条');
    expect(row).toMatch(/00:\d{2}/);
    expect(row).toContain('未学');
    expect(
      await page
        .getByRole('list', { name: '第二章 诉讼时效届满的效力' })
        .getByRole('listitem')
        .count(),
    ).toBe(2);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.reload();
    await page.getByRole('heading', { name: VIDEO_COURSE, level: 1 }).waitFor();
    await expectNoSidewaysScroll();
    await page.goto(journey.app('/course/videolist'));
    await page.getByRole('link', { name: VIDEO_COURSE }).waitFor();
    await expectNoSidewaysScroll();
  });

  it('an unknown course says 课程不存在', async () => {
    await page.goto(journey.app('/course/videodetail/999999'));
    await page.getByText('课程不存在').waitFor();
    await page.goto(journey.app('/course/videodetail/abc'));
    await page.getByText('课程不存在').waitFor();
  });
});
