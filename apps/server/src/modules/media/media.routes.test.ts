import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutCall } from '@yzfk/contract/calls/auth-login';
import { getMediaUrlCall } from '@yzfk/contract/calls/media';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { grantPersonal, loginUser } from '../identity/identity-fixtures';
import { authorisations } from '../identity/organisation.schema';

/** Bytes whose every range differs from its neighbours: a wrong slice cannot pass. */
function pattern(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + (i >> 8)) & 0xff;
  return bytes;
}

const VIDEO = pattern(65_536, 7);
const AUDIO = pattern(10_000, 3);

type TJson = { code: number; msg: string };

describe.each(TEST_DATABASES)('media files on %s', (kind) => {
  let t: TTestApp;
  let now = new Date();
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-media-'));
  let freeId = 0;
  let paidId = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { STORAGE_DIR: storageDir, MAX_SESSIONS_PER_USER: '1' },
      now: () => now,
    });
    freeId = (
      await t.deps.media.registerFile({
        key: 'courses/intro/free-intro.mp4',
        source: { bytes: VIDEO },
        contentType: 'video/mp4',
        access: 'free',
        durationMs: 61_000,
      })
    ).id;
    paidId = (
      await t.deps.media.registerFile({
        key: 'courses/civil/lesson-01.mp3',
        source: { bytes: AUDIO },
        contentType: 'audio/mpeg',
        access: 'authorised',
      })
    ).id;
  });
  afterAll(() => t.close());

  /** A signed link from /flks/media/url, or the refusal's envelope (ids of any shape). */
  function linkFor(token: string, fileId: unknown) {
    return callContract(t, getMediaUrlCall, looseBody({ fileId }), token);
  }
  async function urlFor(token: string, fileId: number): Promise<string> {
    const envelope = await linkFor(token, fileId);
    if (!envelope.success) throw new Error(`no link: ${envelope.code} ${envelope.msg}`);
    return envelope.data.url;
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const jsonOf = (response: { body: string }) => JSON.parse(response.body) as TJson;

  it('signs a link to a free file for any session, and serves it whole with its headers', async () => {
    const { token } = await t.webToken();
    const envelope = await linkFor(token, freeId);
    expect(envelope.success).toBe(true);
    const { url, expiresAt } = envelope.data;
    expect(url).toMatch(
      new RegExp(`^/media/${freeId}\\?exp=\\d+&sid=[0-9a-f-]{36}&sig=[\\w-]{43}$`),
    );
    expect(new Date(expiresAt).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000 + 600_000);

    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(VIDEO.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=600',
    });
    expect(whole.headers.etag).toMatch(/^W\/".+"$/);
    expect(typeof whole.headers['last-modified']).toBe('string');
    expect(whole.headers['content-encoding']).toBeUndefined();

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(VIDEO.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves one range with 206 and Content-Range, as a media element seeks', async () => {
    const { token } = await t.webToken();
    const url = await urlFor(token, freeId);
    const middle = await get(url, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);

    const toEnd = await get(url, { range: 'bytes=65000-' });
    expect(toEnd.statusCode).toBe(206);
    expect(toEnd.rawPayload.equals(VIDEO.subarray(65_000))).toBe(true);
    const last = await get(url, { range: 'bytes=-16' });
    expect(last.headers['content-range']).toBe(`bytes 65520-65535/${VIDEO.length}`);
    expect(last.rawPayload.equals(VIDEO.subarray(-16))).toBe(true);
    const cut = await get(url, { range: 'bytes=65530-99999999' });
    expect(cut.headers['content-range']).toBe(`bytes 65530-65535/${VIDEO.length}`);
  });

  it('refuses ranges past the end, reversed, several or malformed with 416 and a clear reply', async () => {
    const { token } = await t.webToken();
    const url = await urlFor(token, freeId);
    for (const range of [
      'bytes=65536-',
      'bytes=99999999999999999999-',
      'bytes=500-100',
      'bytes=0-1,5-6',
      'bytes=abc',
      'bytes=-0',
    ]) {
      const refused = await get(url, { range });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range'], range).toBe(`bytes */${VIDEO.length}`);
      expect(jsonOf(refused), range).toMatchObject({
        code: 4905,
        msg: '请求的字节范围无效（只支持文件之内的单个范围）',
      });
    }
  });

  it('answers a conditional GET with 304 Not Modified', async () => {
    const { token } = await t.webToken();
    const url = await urlFor(token, freeId);
    const first = await get(url);
    const etag = String(first.headers.etag);
    const byEtag = await get(url, { 'if-none-match': etag });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const byDate = await get(url, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // If-Range with the current ETag honours the range; with another it sends the whole file.
    expect((await get(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await get(url, { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
  });

  it('signs a link to a paid file only for a session holding an authorisation (5006 otherwise)', async () => {
    const anonymous = await t.webToken();
    expect(await linkFor(anonymous.token, paidId)).toMatchObject({
      code: 5006,
      msg: '无权限阅读，请重新登录',
    });
    later(61);
    const unpaid = await loginUser(t, '13900000001');
    expect((await linkFor(unpaid.token, paidId)).code).toBe(5006);

    await grantPersonal(t, '13900000002', '有章法考会员');
    const paid = await loginUser(t, '13900000002');
    const served = await get(await urlFor(paid.token, paidId), { range: 'bytes=0-99' });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.rawPayload.equals(AUDIO.subarray(0, 100))).toBe(true);
  });

  it('stops serving a paid file within a minute of the authorisation ending', async () => {
    later(61);
    const granted = await grantPersonal(t, '13900000003', '有章法考会员');
    const login = await loginUser(t, '13900000003');
    const url = await urlFor(login.token, paidId);
    expect((await get(url)).statusCode).toBe(200);
    await t.deps.database.db
      .update(authorisations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authorisations.id, granted.id));
    later(61);
    const refused = await get(url);
    expect(refused.statusCode).toBe(403);
    expect(jsonOf(refused)).toMatchObject({ code: 5006, msg: '无权限阅读，请重新登录' });
  });

  it('refuses unsigned, forged, other-file and other-session links with 403 4902', async () => {
    const mine = await t.webToken();
    const theirs = await t.webToken();
    const url = await urlFor(mine.token, freeId);
    const theirUrl = await urlFor(theirs.token, freeId);
    const query = new URL(url, 'http://x').searchParams;
    const theirSid = new URL(theirUrl, 'http://x').searchParams.get('sid') ?? '';
    const sig = query.get('sig') ?? '';
    const forgedSig = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const variants = [
      `/media/${freeId}`,
      `/media/${freeId}?exp=${query.get('exp')}&sid=${query.get('sid')}`,
      url.replace(`sig=${sig}`, `sig=${forgedSig}`),
      url.replace(/sid=[^&]+/, `sid=${theirSid}`),
      url.replace(/exp=\d+/, `exp=${Number(query.get('exp')) + 86_400}`),
      url.replace(`/media/${freeId}?`, `/media/${paidId}?`),
      `${url}&sig=${sig}`,
    ];
    for (const variant of variants) {
      const refused = await get(variant);
      expect(refused.statusCode, variant).toBe(403);
      expect(jsonOf(refused), variant).toMatchObject({
        code: 4902,
        msg: '媒体链接无效，请刷新页面后重试',
      });
    }
  });

  it('refuses an expired link with 410 4903; a new link from /flks/media/url works', async () => {
    const { token } = await t.webToken();
    const url = await urlFor(token, freeId);
    later(600);
    const expired = await get(url, { range: 'bytes=0-9' });
    expect(expired.statusCode).toBe(410);
    expect(jsonOf(expired)).toMatchObject({ code: 4903, msg: '媒体链接已过期，请刷新页面后重试' });
    const fresh = await get(await urlFor(token, freeId), { range: 'bytes=0-9' });
    expect(fresh.statusCode).toBe(206);
  });

  it('refuses the links of a session that logged out or was forced offline with 401 4904', async () => {
    later(61);
    const first = await loginUser(t, '13900000004');
    const firstUrl = await urlFor(first.token, freeId);
    expect((await get(firstUrl)).statusCode).toBe(200);
    later(61);
    // One session per user here (MAX_SESSIONS_PER_USER=1): this login forces the first offline.
    const second = await loginUser(t, '13900000004');
    const forced = await get(firstUrl);
    expect(forced.statusCode).toBe(401);
    expect(jsonOf(forced)).toMatchObject({ code: 4904, msg: '登录状态已失效，请重新登录后再播放' });

    const secondUrl = await urlFor(second.token, freeId);
    expect((await get(secondUrl)).statusCode).toBe(200);
    await callContractOk(t, logoutCall, {}, second.token);
    expect(jsonOf(await get(secondUrl)).code).toBe(4904);
  });

  it('answers 404 4901 for ids that are no file, traversal in the path included, never a 500', async () => {
    const { token } = await t.webToken();
    const url = await urlFor(token, freeId);
    const query = url.slice(url.indexOf('?'));
    for (const path of [
      `/media/..%2F..%2Fetc%2Fpasswd${query}`,
      `/media/0${query}`,
      `/media/-1${query}`,
      `/media/abc${query}`,
      `/media/99999999999${query}`,
      `/media/${freeId}.mp4${query}`,
      `/media/%00${query}`,
      '/media/',
      `/media/${freeId}/extra`,
    ]) {
      const refused = await get(path);
      expect(refused.statusCode, path).toBe(404);
      expect(jsonOf(refused), path).toMatchObject({ code: 4901, msg: '媒体文件不存在' });
    }
    // Dot segments are resolved before routing: these reach no media route, and are told so.
    for (const path of ['/media/../../etc/passwd', `/media/..${query}`]) {
      const dotted = await get(path);
      expect(dotted.statusCode, path).toBe(404);
      expect(jsonOf(dotted), path).toMatchObject({ code: 4004, msg: '页面不存在' });
    }

    expect(await linkFor(token, 999_999)).toMatchObject({ code: 4901, msg: '媒体文件不存在' });
    expect((await linkFor(token, '../../etc/passwd')).code).toBe(4000);
  });

  it('answers 404 4901 when the stored bytes of a registered file are gone', async () => {
    const gone = await t.deps.media.registerFile({
      key: 'courses/intro/removed.mp4',
      source: { bytes: Buffer.from('soon gone') },
      contentType: 'video/mp4',
      access: 'free',
    });
    const { token } = await t.webToken();
    const url = await urlFor(token, gone.id);
    expect((await get(url)).statusCode).toBe(200);
    const { rmSync } = await import('node:fs');
    rmSync(join(storageDir, 'courses/intro/removed.mp4'));
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    expect(jsonOf(missing)).toMatchObject({ code: 4901, msg: '媒体文件不存在' });
  });
});
