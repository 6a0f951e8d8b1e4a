import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-app';

const INDEX_HTML = '<!doctype html><title>有章法考</title>';

describe('the web app under /Template/yzfk/', () => {
  let t: TTestApp;
  const dist = mkdtempSync(join(tmpdir(), 'yzfk-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // What the build writes beside each text file.
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    t = await startTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('redirects / and the bare base path to the app', async () => {
    expect((await get('/')).headers.location).toBe('/Template/yzfk/');
    expect((await get('/Template/yzfk')).headers.location).toBe('/Template/yzfk/');
  });

  it('serves index.html for the base and for deep links, revalidated', async () => {
    for (const url of [
      '/Template/yzfk/',
      '/Template/yzfk/law/item/42',
      '/Template/yzfk/home?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>有章法考</title>');
    }
    expect((await get('/Template/yzfk/home')).headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache, and a missing asset as 404', async () => {
    const asset = await get('/Template/yzfk/assets/app-1234.js');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/Template/yzfk/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const br = await t.app.inject({
      method: 'GET',
      url: '/Template/yzfk/assets/app-1234.js',
      headers,
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A shared cache must not hand the brotli copy to a browser that asked for gzip.
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    const gz = await t.app.inject({
      method: 'GET',
      url: '/Template/yzfk/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const deepLink = await t.app.inject({ method: 'GET', url: '/Template/yzfk/lawList', headers });
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers with the page', async () => {
    const page = await get('/Template/yzfk/home');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown paths outside the app with a plain 404', async () => {
    const response = await get('/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4004, msg: '页面不存在', success: false });
  });
});
