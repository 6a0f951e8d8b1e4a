import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { AUTHORISED_COOKIE } from '@yzfk/contract/constants';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { createAccessTokens } from '@yzfk/server/modules/session/access-token';
import { startJourney, type TJourney } from './support/browser';
import { finishPhoneLogin, startPhoneLogin } from './support/phone-login';

// Two tabs of one browser whose access token has expired wake up together (issue 10, part 3;
// decision 0014). With Web Locks one tab refreshes and the other uses its token; without them
// both refresh with the same refresh token and the server's grace window answers both. Either
// way both tabs stay logged in. The expired token is signed here rather than waited for.

const TOKEN_SECRET = 'e2e-tabs-token-secret-0123456789abcdef';
const codec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);
const USER_MENU = /^用户菜单：/;

let journey: TJourney;
let outbox: string;

/** Resolves once `condition` holds (checked as events arrive, not after a fixed time). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300 && !condition(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

/** Replaces the stored access token with one of the same session that expired a minute ago. */
async function expireAccessToken(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === AUTHORISED_COOKIE);
  if (!cookie) throw new Error('no access token cookie');
  const payload = decodeURIComponent(cookie.value).split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    sid: string;
    site: number;
  };
  const now = Math.floor(Date.now() / 1000);
  const expired = createAccessTokens(TOKEN_SECRET).sign({
    sid: claims.sid,
    site: claims.site,
    iat: now - 120,
    exp: now - 60,
  });
  await context.addCookies([{ ...cookie, value: encodeURIComponent(expired) }]);
}

/** What one browser context did: its refresh calls' codes, and which tabs were refused 401. */
function watch(context: BrowserContext) {
  const seen = { refreshCodes: [] as number[], refusedPages: new Set<Page>() };
  context.on('response', (response) => {
    const page = response.frame().page();
    if (response.status() === 401) seen.refusedPages.add(page);
    if (!response.url().endsWith('/flks/auth/refresh')) return;
    void response.text().then((body) => {
      seen.refreshCodes.push((codec.decrypt(body) as { code: number }).code);
    });
  });
  return seen;
}

/** A logged-in tab and a second tab of the same browser (same cookies), both on /home. */
async function twoLoggedInTabs(phone: string): Promise<[Page, Page]> {
  const first = await journey.newPage();
  await first.goto(journey.app('/home'));
  await finishPhoneLogin(first, await startPhoneLogin(first, outbox, phone));
  await first.getByRole('button', { name: USER_MENU }).waitFor();
  const second = await first.context().newPage();
  second.on('pageerror', (error) =>
    console.error(`[page error] ${second.url()}: ${error.message}`),
  );
  await second.goto(journey.app('/home'));
  await second.getByRole('button', { name: USER_MENU }).waitFor();
  return [first, second];
}

/** Both tabs reload at once with the expired token, and each must still show the user. */
async function wakeTogether(tabs: [Page, Page]): Promise<void> {
  await Promise.all(tabs.map((tab) => tab.reload({ waitUntil: 'networkidle' })));
  for (const tab of tabs) {
    await tab.getByRole('button', { name: USER_MENU }).waitFor();
    expect(await tab.getByRole('dialog', { name: '登录' }).count()).toBe(0);
    expect(await tab.getByText('登录凭证已被重复使用').count()).toBe(0);
    expect(await tab.getByText('登录状态已失效').count()).toBe(0);
  }
}

describe('two tabs waking with an expired access token', () => {
  beforeAll(async () => {
    journey = await startJourney({ TOKEN_SECRET });
    outbox = journey.outbox;
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('with Web Locks: one tab refreshes, the other uses its new token', async () => {
    const tabs = await twoLoggedInTabs('13900000011');
    const context = tabs[0].context();
    const seen = watch(context);
    // The first refresh is held until the other tab has been refused too and is renewing.
    await context.route('**/flks/auth/refresh', async (route: Route) => {
      const refreshing = route.request().frame().page();
      const other = tabs.find((tab) => tab !== refreshing);
      await until(() => other !== undefined && seen.refusedPages.has(other), 'the other tab');
      await route.continue();
    });
    await expireAccessToken(context);

    await wakeTogether(tabs);

    await until(() => seen.refreshCodes.length > 0, 'the refresh reply');
    expect(seen.refreshCodes).toEqual([200]);
  });

  it('without Web Locks: both tabs refresh with the same token and both are answered', async () => {
    const tabs = await twoLoggedInTabs('13900000012');
    const context = tabs[0].context();
    // As in a browser without the API (a page served over plain HTTP).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined });
    });
    const seen = watch(context);
    // Both refreshes reach the server together: each is held until the other has arrived.
    let arrived = 0;
    await context.route('**/flks/auth/refresh', async (route: Route) => {
      arrived++;
      await until(() => arrived === 2, 'both refreshes');
      await route.continue();
    });
    await expireAccessToken(context);

    await wakeTogether(tabs);

    await until(() => seen.refreshCodes.length === 2, 'both refresh replies');
    expect(seen.refreshCodes).toEqual([200, 200]);
  });
});
