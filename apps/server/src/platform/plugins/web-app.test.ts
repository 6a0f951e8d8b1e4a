import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-app';

describe('the web app under /Template/yzfk/', () => {
  let t: TTestApp;
  const dist = mkdtempSync(join(tmpdir(), 'yzfk-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>有章法考</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('answers unknown paths outside the app with a plain 404', async () => {
    const response = await get('/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4004, msg: '页面不存在', success: false });
  });
});
