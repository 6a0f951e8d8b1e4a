import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, webToken } from './support/api-call';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { redeemDemoCode } from './support/access-code';
import { paths } from '@yzfk/contract/paths';

// The course player on the demo courses: the free video course plays (currentTime advances),
// 1.5× sets the element's playbackRate, a paused position comes back after leaving the page and
// in a second browser (progress kept across devices), the next lesson starts by itself at the
// end, a timestamped note made during playback stays on the lesson and seeks back to its second
// (and /mynotes links back to the player at that second),
// the authorised audio course is locked until a demo activation code is redeemed and then
// plays without a reload, and the page fits a 390 px phone.

const PHONE = '13900000052';

type TCourseList = { items: { id: number; kind: string; title: string }[] };
type TCourseDetail = { chapters: { lessons: { id: number; title: string }[] }[] };

let journey: TJourney;
let outbox: string;
let page: Page;
let videoCourse: number;
let audioCourse: number;
let videoLessons: { id: number; title: string }[];

/** Media state of the page's one <video> or <audio>. */
function mediaState(target: Page) {
  return target.locator('video, audio').evaluate((element) => {
    const media = element as HTMLMediaElement;
    return {
      currentTime: media.currentTime,
      paused: media.paused,
      playbackRate: media.playbackRate,
      duration: media.duration,
    };
  });
}

/** Starts playback with the player's button when the browser did not autoplay. */
async function ensurePlaying(target: Page): Promise<void> {
  const media = target.locator('video, audio');
  await media.waitFor({ state: 'attached' });
  await target.waitForFunction(() => {
    const element = document.querySelector<HTMLMediaElement>('video, audio');
    return element !== null && element.readyState >= 1;
  });
  if ((await mediaState(target)).paused) {
    await target.getByRole('button', { name: '播放', exact: true }).click();
  }
}

/** Waits until the media element's clock has passed `seconds`. */
async function playedPast(target: Page, seconds: number): Promise<void> {
  await target.waitForFunction((at) => {
    const element = document.querySelector<HTMLMediaElement>('video, audio');
    return element !== null && element.currentTime > at;
  }, seconds);
}

/** Records where each lesson load resumed: the element's time at its first `loadedmetadata` seek. */
async function recordSeeks(target: Page): Promise<void> {
  await target.addInitScript(() => {
    const seeks: number[] = [];
    Object.assign(window, { playerSeeks: seeks });
    document.addEventListener(
      'seeked',
      (event) => seeks.push((event.target as HTMLMediaElement).currentTime),
      true,
    );
  });
}

/** Where the lesson resumed: the first seek recorded since the list was emptied. */
async function firstSeek(target: Page): Promise<number> {
  const seeks = await target.evaluate(
    () => (window as unknown as { playerSeeks: number[] }).playerSeeks,
  );
  return seeks[0] ?? Number.NaN;
}

describe('course player', () => {
  beforeAll(async () => {
    journey = await startJourney();
    outbox = journey.outbox;
    const token = await webToken(journey.server.base);
    const list = await apiCall<TCourseList>(journey.server.base, '/flks/course/list', {}, token);
    const byKind = (kind: string) => list.items.find((course) => course.kind === kind)?.id ?? 0;
    videoCourse = byKind('video');
    audioCourse = byKind('audio');
    const detail = await apiCall<TCourseDetail>(
      journey.server.base,
      '/flks/course/detail',
      { courseId: videoCourse },
      token,
    );
    videoLessons = detail.chapters.flatMap((chapter) => chapter.lessons);
    page = await journey.newPage();
    await recordSeeks(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/home'));
    await logInByPhone(page, outbox, PHONE);
  });
  afterAll(async () => {
    await journey.close();
  });

  it('plays the first lesson, at 1.5×, and resumes where it paused, also on another device', async () => {
    expect(videoLessons).toHaveLength(3);
    await page.goto(journey.app(paths.player.href({ course: videoCourse })));
    await page
      .getByRole('navigation', { name: '课程目录' })
      .getByRole('button', { name: new RegExp(videoLessons[0]?.title ?? '') })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
    await ensurePlaying(page);
    await playedPast(page, 0.3);

    await page.getByRole('button', { name: '播放速度' }).click();
    await page.getByRole('menuitemradio', { name: /1\.5/ }).click();
    expect((await mediaState(page)).playbackRate).toBe(1.5);

    await playedPast(page, 1.5);
    await page.getByRole('button', { name: '暂停', exact: true }).click();
    const pausedAt = (await mediaState(page)).currentTime;
    expect(pausedAt).toBeGreaterThan(1.5);

    // Away to another page and back: the lesson resumes at the paused second.
    await page.getByRole('banner').getByRole('link', { name: '首页' }).first().click();
    await page.waitForURL(/\/home/);
    await page.evaluate(() => {
      (window as unknown as { playerSeeks: number[] }).playerSeeks.length = 0;
    });
    await page.goBack();
    await page.waitForURL(/\/course\/player/);
    await page.waitForFunction(
      () => (window as unknown as { playerSeeks: number[] }).playerSeeks.length > 0,
    );
    expect(Math.abs((await firstSeek(page)) - pausedAt)).toBeLessThanOrEqual(1);
    // It plays on from there; pause again so that this device stays on this lesson.
    await ensurePlaying(page);
    await page.getByRole('button', { name: '暂停', exact: true }).click();
    const pausedAgainAt = (await mediaState(page)).currentTime;

    // Another browser (another device), the same user: the same position.
    const other = await journey.newPage();
    await recordSeeks(other);
    await other.setViewportSize({ width: 1280, height: 800 });
    await other.goto(journey.app('/home'));
    await logInByPhone(other, outbox, PHONE);
    await other.goto(journey.app(paths.player.href({ course: videoCourse })));
    await other.waitForFunction(
      () => (window as unknown as { playerSeeks: number[] }).playerSeeks.length > 0,
    );
    expect(Math.abs((await firstSeek(other)) - pausedAgainAt)).toBeLessThanOrEqual(1);
    await other.context().close();
  });

  it('goes on to the next lesson by itself at the end of one', async () => {
    const [first, second] = videoLessons;
    await page.goto(journey.app(paths.player.href({ course: videoCourse, lesson: first?.id })));
    await ensurePlaying(page);
    await playedPast(page, 0.2);
    await page.locator('video').evaluate((element) => {
      const media = element as HTMLMediaElement;
      media.currentTime = Math.max(0, media.duration - 0.5);
    });

    await page.waitForURL(new RegExp(`lesson=${second?.id}`));
    await page
      .getByRole('status')
      .getByText(/自动播放下一课/)
      .waitFor();
    await ensurePlaying(page);
    await playedPast(page, 0.3);
  });

  it('a note taken during playback keeps its second, seeks back there and is there after a reload', async () => {
    const [first] = videoLessons;
    await page.goto(journey.app(paths.player.href({ course: videoCourse, lesson: first?.id })));
    await ensurePlaying(page);
    await playedPast(page, 1.2);
    await page.getByRole('button', { name: '暂停', exact: true }).click();
    const noteAt = Math.floor((await mediaState(page)).currentTime);
    const time = `00:${String(noteAt).padStart(2, '0')}`;

    // Typing (a space included) takes the position and does not reach the player's keys.
    const box = page.getByRole('textbox', { name: '笔记内容' });
    await box.click();
    await box.pressSequentially('正当防卫 的 限度');
    await page.getByText(`在 ${time} 记笔记`).waitFor();
    expect((await mediaState(page)).paused).toBe(true);
    await box.press('Control+Enter');
    const notes = page.getByRole('list', { name: '本课时的笔记' });
    await notes.getByText('正当防卫 的 限度').waitFor();

    // Its time seeks the player back to that second.
    await page.locator('video').evaluate((element) => {
      (element as HTMLMediaElement).currentTime = 0;
    });
    await notes.getByRole('button', { name: `跳到 ${time}` }).click();
    await page.waitForFunction(
      (at) => Math.abs((document.querySelector('video')?.currentTime ?? -9) - at) < 1,
      noteAt,
    );

    await page.reload();
    await page
      .getByRole('list', { name: '本课时的笔记' })
      .getByRole('button', { name: `跳到 ${time}` })
      .waitFor();

    // In /mynotes the note links back to the player, which opens the lesson at its second.
    await page.goto(journey.app('/mynotes'));
    await page
      .getByRole('listitem', { name: `课程 · ${time}` })
      .getByRole('link', { name: '查看原处' })
      .click();
    await page.waitForURL(
      new RegExp(`/course/player\\?course=${videoCourse}&lesson=${first?.id}&t=${noteAt}$`),
    );
    await page.waitForFunction(
      (at) => Math.abs((document.querySelector('video')?.currentTime ?? -9) - at) < 1,
      noteAt,
    );
  });

  it('the audio course is locked until a demo code is redeemed, then plays without a reload', async () => {
    await page.goto(journey.app(paths.player.href({ course: audioCourse })));
    const locked = page.getByRole('region', { name: '需授权' });
    await locked.waitFor();
    expect(await page.locator('audio').count()).toBe(0);

    await locked.getByRole('button', { name: '获取授权' }).click();
    await redeemDemoCode(page, 0);

    await locked.waitFor({ state: 'detached' });
    await ensurePlaying(page);
    await playedPast(page, 0.3);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app(paths.player.href({ course: videoCourse })));
    await page.locator('video').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: '课程目录' }).waitFor();
    const { scroll, client } = await scrollWidths(page);
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
