import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { adminCall, JOURNEY_ADMIN_TOKEN } from './support/api-call';
import { startFakeWechat, type TFakeWechat } from '@yzfk/server/platform/testing/fake-wechat';
import { JOURNEY_SMS_RESEND_S, startJourney, type TJourney } from './support/browser';
import {
  LOGIN_BUTTON,
  finishPhoneLogin,
  sendCodeInDialog,
  startPhoneLogin,
} from './support/phone-login';
import { E } from '@yzfk/contract/error-codes';

// Identity in a real browser against the built product: phone login with the code read from
// the SMS outbox, the platform choice, the profile (nickname, avatar, WeChat binding), logout,
// a wrong code, IP login, a 5006 reply, and a session forced offline by a second browser.

const codec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE_MAIN = '13900000001';
const PHONE_WRONG = '13900000002';
const PHONE_OFFLINE = '13900000003';
const PHONE_FAVOURITE = '13900000004';

let journey: TJourney;
let wechat: TFakeWechat;
let workDir: string;
let outbox: string;

/** Calls an operator call with the admin token; answers the decrypted data. */
function admin<T>(path: string, body: unknown): Promise<T> {
  return adminCall<T>(journey.server.base, path, body);
}

/** Opens the header's user menu and picks an entry. */
async function userMenu(page: Page, name: string, entry: string): Promise<void> {
  const menu = page.getByRole('menu');
  // On a loaded machine a click can land while the menu is still animating in and be lost:
  // a taken click closes the menu, so until it has closed, open it and click again.
  for (let attempt = 1; ; attempt++) {
    if (!(await menu.isVisible())) {
      await page.getByRole('button', { name: `用户菜单：${name}` }).click();
      await menu.waitFor();
    }
    await menu.getByRole('menuitem', { name: entry }).click();
    try {
      await menu.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('identity in the browser', () => {
  let offlinePage: Page;
  let offlineSmsAt = 0;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-identity-'));
    outbox = join(workDir, 'sms.jsonl');
    wechat = await startFakeWechat('wxtest', 'secret');
    journey = await startJourney({
      SMS_OUTBOX: outbox,
      MAX_SESSIONS_PER_USER: '1',
      ADMIN_TOKEN: JOURNEY_ADMIN_TOKEN,
      WECHAT_APP_ID: 'wxtest',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_OPEN_BASE: wechat.openBase,
      WECHAT_API_BASE: wechat.apiBase,
    });
    // The first browser of the forced-offline journey logs in now: the second one, in the last
    // test, needs a new code for the same phone, which the server sends JOURNEY_SMS_RESEND_S
    // later (the tests in between take longer than that).
    offlinePage = await journey.newPage();
    await offlinePage.goto(journey.app('/home'));
    const code = await startPhoneLogin(offlinePage, outbox, PHONE_OFFLINE);
    offlineSmsAt = Date.now();
    await finishPhoneLogin(offlinePage, code);
    await offlinePage.getByRole('button', { name: /^用户菜单：/ }).waitFor();
  });

  afterAll(async () => {
    await journey?.close();
    await wechat?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('logs in by phone, picks one of two authorisations, edits the profile, binds WeChat, logs out', async () => {
    await admin('/flks/admin/auth/grant', { phone: PHONE_MAIN, name: '个人年卡', days: 365 });
    const org = await admin<{ organisationId: number }>('/flks/admin/org/create', {
      unitName: 'e2e 甲大学',
      ipRanges: ['10.99.0.0/16'],
      days: 180,
    });
    await admin('/flks/admin/org/adduser', {
      organisationId: org.organisationId,
      phone: PHONE_MAIN,
    });

    const page = await journey.newPage();
    await page.goto(journey.app('/home'));
    await finishPhoneLogin(page, await startPhoneLogin(page, outbox, PHONE_MAIN));

    const choose = page.getByRole('dialog', { name: '选择平台' });
    await choose.getByRole('button', { name: /个人年卡/ }).waitFor();
    await choose.getByRole('button', { name: /e2e 甲大学/ }).click();
    await page.getByRole('button', { name: '用户菜单：e2e 甲大学' }).waitFor();
    await choose.waitFor({ state: 'hidden' });

    await userMenu(page, 'e2e 甲大学', '个人中心');
    await page.waitForURL('**/Template/yzfk/user');
    await page.getByText(`${PHONE_MAIN.slice(0, 3)}****${PHONE_MAIN.slice(7)}`).waitFor();
    const authRows = page.locator('.ant-table-row');
    await authRows.filter({ hasText: '个人年卡' }).waitFor();
    expect(await authRows.filter({ hasText: 'e2e 甲大学' }).textContent()).toMatch(
      /机构授权\d{4}-\d{2}-\d{2}$/,
    );

    await page.getByRole('button', { name: '修改昵称' }).click();
    await page.getByLabel('昵称').fill('法考学员');
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('昵称已修改').waitFor();
    await page.getByRole('button', { name: '修改昵称' }).waitFor();
    expect(await page.locator('.ant-descriptions').textContent()).toContain('法考学员');

    const png = join(workDir, 'avatar.png');
    writeFileSync(png, PNG);
    await page.locator('input[type=file]').setInputFiles(png);
    await page.getByText('头像已更新').waitFor();
    const avatar = page.locator('.user-avatar img');
    await avatar.waitFor();
    // The avatar was stored and is served back: the browser could load the image.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.user-avatar img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });

    wechat.setUser('o-e2e-main', '微信张三');
    await page.getByRole('button', { name: '绑定微信' }).click();
    // The round trip (WeChat, then /wxcallback) ends back on /user with the binding shown; the
    // URL alone proves nothing, since the journey starts there.
    await page.getByText('已绑定（微信张三）').waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(journey.app('/user'));

    await userMenu(page, 'e2e 甲大学', '退出登录');
    await page.waitForURL('**/Template/yzfk/home', { timeout: 60_000 });
    await page.getByRole('banner').getByRole('button', { name: LOGIN_BUTTON }).waitFor();
    await page.context().close();
  });

  it('asks an anonymous reader to log in before favouring a law, then keeps the favourite', async () => {
    const page = await journey.newPage();
    // The 刑法 category of the national library, where the code is on the first page.
    await page.goto(journey.app('/lawList?category=%E5%88%91%E6%B3%95'));
    await page.getByRole('link', { name: '中华人民共和国刑法', exact: true }).click();
    await page.waitForURL(/\/law\/item\/\d+/);
    // The star itself opens the login dialog.
    await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click();
    const code = await sendCodeInDialog(page, outbox, PHONE_FAVOURITE);
    await finishPhoneLogin(page, code);
    // The button's icon is part of its name; aria-pressed tells favoured from not.
    await page.locator('button[aria-pressed="false"]', { hasText: '收藏' }).click();
    await page.getByRole('button', { name: /已收藏/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /已收藏/ }).waitFor();
    expect(await page.getByRole('button', { name: /已收藏/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows 验证码或手机号错误 for a wrong code', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app('/home'));
    const code = await startPhoneLogin(page, outbox, PHONE_WRONG);
    await finishPhoneLogin(page, code === '000000' ? '111111' : '000000');
    await page.getByText('验证码或手机号错误').waitFor();
    expect(await page.getByRole('dialog', { name: '登录' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('logs in by IP from a range of a configured organisation', async () => {
    await admin('/flks/admin/org/create', {
      unitName: 'e2e 乙律所',
      ipRanges: ['127.0.0.1/32'],
      days: 30,
    });
    const page = await journey.newPage();
    await page.goto(journey.app('/home'));
    await page.getByRole('banner').getByRole('button', { name: LOGIN_BUTTON }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('tab', { name: '机构 IP 登录' }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '机构 IP 登录' }).click();
    await page.getByRole('button', { name: '用户菜单：e2e 乙律所' }).waitFor();
    await page.context().close();
  });

  it('alerts 无权限阅读 with 返回 on a 5006 reply', async () => {
    const page = await journey.newPage();
    await page.route('**/flks/pagesection/get', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/plain',
        body: codec.encrypt({ code: E.noPermission, msg: '无权限', success: false, data: null }),
      }),
    );
    await page.goto(journey.app('/home'));
    const alert = page.getByRole('dialog').filter({ hasText: '无权限阅读' });
    await alert.locator('.ant-modal-confirm-title', { hasText: '提示' }).waitFor();
    const closed = page.waitForEvent('close').then(() => 'closed' as const);
    await alert.getByRole('button', { name: /^返\s?回$/ }).click();
    // Browsers close only windows a script opened; otherwise the page leaves for home.
    const outcome = await Promise.race([
      closed,
      page.waitForURL('**/Template/yzfk/home').then(() => 'home' as const),
    ]);
    expect(['closed', 'home']).toContain(outcome);
    await page.context().close();
  });

  it('tells the first browser 用户已被强制下线 when a second one logs in past the limit', async () => {
    // Only when this test runs alone can the resend interval still be open: then at most 3 s.
    const wait = offlineSmsAt + JOURNEY_SMS_RESEND_S * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const second = await journey.newPage();
    await second.goto(journey.app('/home'));
    await finishPhoneLogin(second, await startPhoneLogin(second, outbox, PHONE_OFFLINE));
    await second.getByRole('button', { name: /^用户菜单：/ }).waitFor();

    // 法规 opens the law list, which this page has not loaded yet: its call meets the ended
    // session whatever the timing (a navigation's online check is skipped within 2 s of the
    // periodic one, which may have run just before the second login).
    await offlinePage.getByRole('link', { name: '法规' }).first().click();
    const alert = offlinePage.getByRole('dialog').filter({ hasText: '用户已被强制下线' });
    await alert.waitFor();
    await alert.getByRole('button', { name: /^确\s?定$/ }).click();
    await offlinePage.waitForURL('**/Template/yzfk/home');
    await offlinePage.getByRole('banner').getByRole('button', { name: LOGIN_BUTTON }).waitFor();
    await second.context().close();
  });
});
