import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { fullHref, paths } from '@yzfk/contract/paths';

// The home page from the server on the demo seed: a visitor sees the sections that have
// content (no 继续学习), answers 每日一题 in place and is told by the server whether it was
// right; after logging in and answering a question of a subject entry, the home page shows the
// 继续学习 card leading back to that practice. The server's help pages load without scripts
// and the footer links to them; the home page fits a phone.

const PHONE = '13900000031';

let journey: TJourney;
let workDir: string;
let page: Page;

describe('the home page', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-home-'));
    journey = await startJourney({ SMS_OUTBOX: join(workDir, 'sms.jsonl') });
    page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await journey.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows a visitor the sections with content, and checks the daily answer on the server', async () => {
    await page.goto(journey.app('/home'));
    await page.getByRole('heading', { name: '每日一题', level: 2 }).waitFor();
    const headings = await page.locator('.home-sections h2').allInnerTexts();
    expect(headings).toEqual(
      expect.arrayContaining([
        '快捷入口',
        '考试倒计时',
        '每日一题',
        '分科练习',
        '历年真题',
        '最新文章',
      ]),
    );
    expect(headings).not.toContain('继续学习');
    // The home page's own box (its section title), besides the header's 全站搜索.
    await page.getByRole('search', { name: '搜索', exact: true }).waitFor();
    expect(await page.getByText(/距法考客观题还有/).count()).toBe(1);

    expect(await page.getByText('正确答案：').count()).toBe(0);
    const daily = page.locator('.home-daily');
    await daily
      .getByRole('radio', { name: /^A/ })
      .or(daily.getByRole('checkbox', { name: /^A/ }))
      .click();
    await daily.getByRole('button', { name: '提交答案' }).click();
    await daily.getByRole('status').waitFor();
    expect(await daily.getByRole('status').innerText()).toMatch(/^回答(正确|错误)$/);
    await daily.getByText('正确答案：').waitFor();
  });

  it('goes to /search with what was typed in the search box', async () => {
    const box = page.getByRole('search', { name: '搜索', exact: true });
    await box.getByRole('searchbox', { name: '搜索内容' }).fill('正当防卫');
    await box.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/\/search\?q=/);
    expect(decodeURIComponent(page.url())).toContain('q=正当防卫');
  });

  it('shows 继续学习 after some practice started from a subject entry', async () => {
    await page.goto(journey.app('/home'));
    await logInByPhone(page, join(workDir, 'sms.jsonl'), PHONE);
    await page
      .getByRole('list', { name: '分科练习' })
      .getByRole('button', { name: /^刑法/ })
      .click();
    await page.waitForURL(/\/zj\?session=/);
    const session = new URL(page.url()).searchParams.get('session');
    await page.getByRole('navigation', { name: '答题卡' }).waitFor();
    await page
      .getByRole('radio', { name: /^A/ })
      .or(page.getByRole('checkbox', { name: /^A/ }))
      .first()
      .click();
    const submit = page.getByRole('button', { name: '提交答案' });
    if (await submit.isVisible()) await submit.click();
    await page.getByText('正确答案：').first().waitFor();

    await page.goto(journey.app('/home'));
    const card = page.getByRole('list', { name: '继续学习' });
    await card.waitFor();
    const link = card.getByRole('link', { name: /练习/ });
    expect(await link.getAttribute('href')).toBe(
      fullHref(paths.zj.href({ session: session ?? undefined })),
    );
    expect(await link.innerText()).toContain('已答 1/');
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app('/home'));
    await page.getByRole('heading', { name: '每日一题', level: 2 }).waitFor();
    const { scroll, client } = await scrollWidths(page);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('serves the help pages as plain HTML and links the disclaimer from the footer', async () => {
    await page.goto(journey.app('/home'));
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '免责声明' });
    expect(await footerLink.getAttribute('href')).toBe('/static/about/disclaimer');
    await footerLink.click();
    await page.waitForURL(/\/static\/about\/disclaimer$/);
    await page.getByRole('heading', { name: '有章法考免责声明', level: 1 }).waitFor();
    for (const [path, title] of [
      ['privacy', '有章法考隐私政策'],
      ['service', '有章法考用户服务协议'],
    ] as const) {
      await page.goto(`${journey.server.base}/static/about/${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.locator('script').count()).toBe(0);
    }
  });
});
