import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallRequest } from '@yzfk/contract/call';
import { servicePathCall } from '@yzfk/contract/calls/auth';
import { homepageCall } from '@yzfk/contract/calls/home-sections';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import { globalSearchCall } from '@yzfk/contract/calls/search';
import { getCatalogCall } from '@yzfk/contract/calls/tiku';
import {
  answerPracticeCall,
  getPracticeCall,
  startPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';
import { paths, routePatternOf } from '@yzfk/contract/paths';
import { loginUser } from './modules/identity/identity-fixtures';
import { callContractOk } from './platform/testing/call-contract';
import { startAppWithDemoContent } from './modules/search/search-fixtures';
import type { TTestApp } from './test-app';

// Every web link the server builds — home sections, search hits of each source, the header
// menu, the site's service path — must open a page of the web app's route table, whose patterns
// are the contract's (@yzfk/contract/paths). The links come from the seeded demo data through
// the real calls; the database makes no difference to a link, so PGlite alone.

/** Every string under a `to` or `path` key of a reply: where the server's links live. */
function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    (key === 'to' || key === 'path') && typeof field === 'string' ? [field] : linksIn(field),
  );
}

describe('web links the server builds', () => {
  let t: TTestApp;
  const now = new Date('2026-11-20T02:10:00Z');

  beforeAll(async () => {
    t = await startAppWithDemoContent('pglite', now);
  }, 120_000);
  afterAll(() => t.close());

  /** A user with a practice under way, so that 继续学习 has a link too. */
  async function learner(): Promise<string> {
    const { token } = await loginUser(t);
    const catalog = await callContractOk(t, getCatalogCall, {}, token);
    const { session } = await callContractOk(
      t,
      startPracticeCall,
      { kind: 'chapter', bankId: catalog.bankId, subjectId: catalog.subjects[0]?.id, count: 5 },
      token,
    );
    const view = await callContractOk(t, getPracticeCall, { sessionId: session.id }, token);
    await callContractOk(
      t,
      answerPracticeCall,
      { sessionId: session.id, questionId: view.questions[0]?.id ?? 0, chosen: ['A'] },
      token,
    );
    return token;
  }

  it('opens a route of the web app from every link', async () => {
    const anonymous = (await t.webToken()).token;
    const user = await learner();
    const search = (body: TCallRequest<typeof globalSearchCall>) =>
      callContractOk(t, globalSearchCall, body, anonymous);
    const replies = [
      await callContractOk(t, homepageCall, {}, anonymous),
      await callContractOk(t, homepageCall, {}, user),
      await callContractOk(t, getPageSectionCall, { pageValue: 'headMenu' }, anonymous),
      // Every source's hits: the top few of each tab, and an article hit with terms and anchor.
      await search({ query: '法' }),
      await search({ query: '宪法' }),
      await search({ query: '累犯', tab: 'article-clause' }),
    ];
    const servicePath = await callContractOk(t, servicePathCall, {}, anonymous);
    expect(servicePath.path.startsWith(WEB_BASE_PATH)).toBe(true);
    const links = [...replies.flatMap(linksIn), `/${servicePath.path.slice(WEB_BASE_PATH.length)}`];

    expect(links.filter((link) => routePatternOf(link) === undefined)).toEqual([]);
    // The replies did carry the links of every kind of builder (so the check above is no
    // vacuous pass): home sections, 继续学习, each search source, the menu, the service path.
    const reached = new Set(links.map(routePatternOf));
    for (const route of [
      paths.home,
      paths.articleItem,
      paths.tikuList,
      paths.zj,
      paths.lawItem,
      paths.bookDetail,
      paths.videoDetail,
      paths.downloadList,
      paths.book,
    ]) {
      expect(reached, route.pattern).toContain(route.pattern);
    }
  });
});
