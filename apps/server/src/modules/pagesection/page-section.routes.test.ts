import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { callContract, looseBody } from '../../platform/testing/call-contract';
import { createAccessTokens } from '../session/access-token';
import { pageSectionItems } from './page-section.schema';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';

describe.each(TEST_DATABASES)('POST /flks/pagesection/get on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    token = (await t.webToken()).token;
  });
  afterAll(() => t.close());
  const menu = (bearer: string) =>
    callContract(t, getPageSectionCall, { pageValue: 'headMenu' }, bearer);

  it("answers the site's header menu from the database, in order", async () => {
    const envelope = await menu(token);
    expect(envelope.success).toBe(true);
    expect(envelope.data.map((item) => [item.name, item.settings.path])).toEqual([
      ['首页', '/home'],
      ['图书', '/book'],
      ['课程', '/course'],
      ['题库', '/tiku'],
      ['考试', '/exam'],
      ['法规', '/law'],
      ['文章', '/article'],
      ['下载', '/download'],
    ]);
  });

  it('shows an operator renaming an item once the 30 s menu cache has run out', async () => {
    const names = async () => {
      const envelope = await menu(token);
      return envelope.data.map((item) => item.name);
    };
    expect((await names())[0]).toBe('首页');
    await t.deps.database.db.update(pageSectionItems).set({ name: '首 页' });
    expect((await names())[0]).toBe('首页');
    now = new Date(now.getTime() + 30_000);
    expect(new Set(await names())).toEqual(new Set(['首 页']));
  });

  it('refuses an unknown page value with 4000', async () => {
    const envelope = await callContract(
      t,
      getPageSectionCall,
      looseBody({ pageValue: 'footer' }),
      token,
    );
    expect(envelope).toMatchObject({
      code: 4000,
      msg: '输入的数据不合法!（pageValue：pageValue 只能是 headMenu）',
    });
  });

  it('refuses forged and foreign-key tokens with 5015', async () => {
    const [header, , signature] = token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ sid: 'x', site: 1, iat: 1, exp: 9e9 }),
    ).toString('base64url');
    const forged = await menu(`${header}.${tamperedPayload}.${signature}`);
    expect(forged).toMatchObject({ code: 5015, msg: '登录凭证无效，请重新登录' });
    const otherKey = createAccessTokens('another-secret-of-at-least-32-characters!').sign({
      sid: 'x',
      site: 1,
      iat: 1,
      exp: 9e9,
    });
    expect((await menu(otherKey)).code).toBe(5015);
    expect((await menu('garbage')).code).toBe(5015);
  });
});
