import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/layout';

// 法条联想 on the national library (the journeys' template has the law pack loaded): a candidate
// opens 民法典第五百八十四条, sees the interpretation articles that apply it in the side panel,
// opens one, comes back with Back to the article with the panel open; at 第五百八十六条 the 案例
// tab lists the demo's teaching case on 定金 (an article of ours citing it), which opens and
// comes back the same way; on a phone the same panel is a drawer from the bottom that Esc
// closes.

const PANEL = '第五百八十四条 · 法条联想';

/** The address of 民法典's page, found as a candidate finds it: searching 定金. */
async function civilCodeHref(journey: TJourney, page: Page): Promise<string> {
  await page.goto(journey.app('/search?q=%E5%AE%9A%E9%87%91'));
  const hit = page
    .getByRole('region', { name: '条文' })
    .getByRole('link', { name: /民法典.*第五百八十六条/ })
    .first();
  await hit.click();
  await page.waitForURL(/\/law\/item\/\d+/);
  const url = new URL(page.url());
  return `${url.origin}${url.pathname}`;
}

describe('法条联想 on the law page', () => {
  let journey: TJourney;
  let civilCode: string;
  beforeAll(async () => {
    journey = await startJourney();
    civilCode = await civilCodeHref(journey, await journey.newPage());
  });
  afterAll(() => journey.close());

  it('shows the interpretations applying 第五百八十四条, opens one and comes back with Back', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${civilCode}#art-584`);
    const badges = page.getByRole('group', { name: '第五百八十四条的法条联想' });
    const interpretations = badges.getByRole('button', { name: /^司法解释 \d+$/ });
    await interpretations.waitFor();

    await interpretations.click();
    const panel = page.getByRole('dialog', { name: PANEL });
    await panel.waitFor();
    expect(new URL(page.url()).search).toBe('?rel=584&relTab=interpretation');
    const entry = panel.getByRole('link', {
      name: /合同编通则若干问题的解释 第[一二三四五六七八九十百]+条$/,
    });
    await entry.first().waitFor();
    const title = await entry.first().textContent();
    // The panel sits at the right on a desktop.
    const box = await panel.boundingBox();
    expect(box && box.x > DESKTOP_VIEWPORT.width / 2).toBe(true);

    await entry.first().click();
    await page.waitForURL((url) => !url.search.includes('rel='));
    const number = /(第[^第]+条)$/.exec(title ?? '')?.[1] ?? '';
    await page.locator(`section[aria-label="${number}"].law-article--active`).waitFor();
    await page.getByRole('heading', { level: 1, name: /合同编通则若干问题的解释/ }).waitFor();

    await page.goBack();
    await page.getByRole('dialog', { name: PANEL }).waitFor();
    await page.getByRole('heading', { level: 1, name: '中华人民共和国民法典' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#art-584');
    await page
      .getByRole('dialog', { name: PANEL })
      .getByRole('link', { name: title ?? '' })
      .waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: PANEL }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
  });

  it('shows 第五百八十六条 the interpretations related to it by subject, marked 内容相关', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${civilCode}#art-586`);
    const badge = page
      .getByRole('group', { name: '第五百八十六条的法条联想' })
      .getByRole('button', { name: /^司法解释 \d+$/ });
    await badge.click();
    const panel = page.getByRole('dialog', { name: '第五百八十六条 · 法条联想' });
    const entry = panel.getByRole('listitem').filter({ hasText: /解释/ }).first();
    await entry.waitFor();
    expect(await entry.getByRole('link').count()).toBe(1);
    // No interpretation in the library names 民法典第五百八十六条 itself: those citing its
    // neighbours are related to it by subject (the graph's inferred edges), marked so.
    await panel.getByText('内容相关').first().waitFor();
  });

  it('lists our teaching case on 定金 under 第五百八十六条’s 案例, opens it and comes back', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${civilCode}#art-586`);
    const panelName = '第五百八十六条 · 法条联想';
    await page
      .getByRole('group', { name: '第五百八十六条的法条联想' })
      .getByRole('button', { name: /^案例 \d+$/ })
      .click();
    const panel = page.getByRole('dialog', { name: panelName });
    expect(new URL(page.url()).search).toBe('?rel=586&relTab=case');
    // No case of the national corpus cites 586: the demo's own case analysis, which cites it,
    // is counted as a case (our articles' citations, read by the graph's parser).
    const teachingCase = panel.getByRole('link', { name: /^教学案例：/ });
    await teachingCase.click();
    await page.waitForURL(/\/article\/item\/\d+/);
    await page.getByRole('heading', { level: 1, name: /^教学案例：/ }).waitFor();
    await page.getByRole('link', { name: '民法典第五百八十六条' }).first().waitFor();

    await page.goBack();
    await page
      .getByRole('dialog', { name: panelName })
      .getByRole('link', { name: /^教学案例：/ })
      .waitFor();
    expect(new URL(page.url()).search).toBe('?rel=586&relTab=case');
    // Reopened by its address, the panel hands focus to the article's badge when Esc closes it.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: panelName }).waitFor({ state: 'hidden' });
    const caseBadge = page
      .getByRole('group', { name: '第五百八十六条的法条联想' })
      .getByRole('button', { name: /^案例 \d+$/ });
    await expect
      .poll(() => caseBadge.evaluate((element) => element === document.activeElement), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('opens the panel as a drawer from the bottom on a 390 px phone', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${civilCode}#art-584`);
    const badge = page
      .getByRole('group', { name: '第五百八十四条的法条联想' })
      .getByRole('button', { name: /^司法解释 \d+$/ });
    await badge.waitFor();
    await badge.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: PANEL });
    await panel.getByRole('link').first().waitFor();
    // Full width, rising from the bottom edge (once its slide-in has ended).
    const edges = async () => {
      const box = await panel.boundingBox();
      return box && { width: Math.round(box.width), bottom: Math.round(box.y + box.height) };
    };
    await expect
      .poll(edges, { timeout: 10_000 })
      .toEqual({ width: PHONE_VIEWPORT.width, bottom: PHONE_VIEWPORT.height });
    await page.getByRole('button', { name: '关闭法条联想' }).click();
    await panel.waitFor({ state: 'hidden' });
    // Focus is back on the badge it was opened by (once the slide-out has ended).
    await expect
      .poll(() => badge.evaluate((element) => element === document.activeElement), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});
