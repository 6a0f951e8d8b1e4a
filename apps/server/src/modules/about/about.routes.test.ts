import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '@yzfk/contract/about/disclaimer';
import { PRIVACY_POLICY } from '@yzfk/contract/about/privacy-policy';
import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

// No database is involved, so one database kind is enough.
describe.each(TEST_DATABASES.slice(0, 1))('GET /static/about/ on %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/static/about/privacy', PRIVACY_POLICY],
    ['/static/about/disclaimer', DISCLAIMER],
    ['/static/about/service', SERVICE_AGREEMENT],
    ['/static/about/service.html', SERVICE_AGREEMENT],
    ['/static/about/', SERVICE_AGREEMENT],
  ])('%s answers the same text as the about pages, as HTML without scripts', async (url, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h1>${text.title}</h1>`);
    for (const section of text.sections) {
      expect(response.body).toContain(`<h2>${section.heading}</h2>`);
      for (const paragraph of section.paragraphs) {
        expect(response.body).toContain(paragraph.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      }
    }
    expect(response.body).not.toMatch(/<script/i);
  });

  it('links each page to the other two', async () => {
    const body = (await get('/static/about/privacy')).body;
    expect(body).toContain('<a href="/static/about/service">用户服务协议</a>');
    expect(body).toContain('<a href="/static/about/disclaimer">免责声明</a>');
    expect(body).toContain('<a aria-current="page">隐私政策</a>');
  });

  it('answers 404 with the links for an unknown page', async () => {
    const response = await get('/static/about/terms');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>页面不存在</h1>');
    expect(response.body).toContain('<a href="/static/about/privacy">隐私政策</a>');
  });
});
