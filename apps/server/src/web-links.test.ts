import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';
import { paths, routePatternOf } from '@yzfk/contract/paths';
import { seedDemoBooks } from './modules/book/book.seed';
import { seedDemoCourses } from './modules/course/course.seed';
import { seedDemoDownloads } from './modules/download/download.seed';
import { loginByPhone } from './modules/identity/identity-fixtures';
import { startTestApp, type TTestApp } from './test-app';

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
  const outbox = join(mkdtempSync(join(tmpdir(), 'yzfk-links-')), 'outbox.jsonl');

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      env: { STORAGE_DIR: mkdtempSync(join(tmpdir(), 'yzfk-links-')), SMS_OUTBOX: outbox },
      now: () => now,
    });
    const deps = {
      db: t.deps.database.db,
      registerFile: (input: Parameters<TTestApp['deps']['media']['registerFile']>[0]) =>
        t.deps.media.registerFile(input),
      now: () => now,
    };
    await seedDemoCourses(deps);
    await seedDemoBooks(deps);
    await seedDemoDownloads(deps);
  }, 120_000);
  afterAll(() => t.close());

  async function ok(path: string, body: unknown, token: string): Promise<unknown> {
    const { envelope } = await t.call(path, body, { token });
    if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }

  /** A user with a practice under way, so that 继续学习 has a link too. */
  async function learner(): Promise<string> {
    const { token } = await loginByPhone(t, outbox, '13600009901');
    const catalog = (await ok('/flks/tiku/catalog', {}, token)) as {
      bankId: number;
      subjects: { id: number }[];
    };
    const started = (await ok(
      '/flks/tiku/practice/start',
      { kind: 'chapter', bankId: catalog.bankId, subjectId: catalog.subjects[0]?.id, count: 5 },
      token,
    )) as { session: { id: string } };
    const view = (await ok(
      '/flks/tiku/practice/get',
      { sessionId: started.session.id },
      token,
    )) as {
      questions: { id: number }[];
    };
    await ok(
      '/flks/tiku/practice/answer',
      { sessionId: started.session.id, questionId: view.questions[0]?.id, chosen: ['A'] },
      token,
    );
    return token;
  }

  it('opens a route of the web app from every link', async () => {
    const anonymous = (await t.webToken()).token;
    const user = await learner();
    const replies = [
      await ok('/flks/pagesection/homepage', {}, anonymous),
      await ok('/flks/pagesection/homepage', {}, user),
      await ok('/flks/pagesection/get', { pageValue: 'headMenu' }, anonymous),
      // Every source's hits: the top few of each tab, and an article hit with terms and anchor.
      await ok('/flks/pagesection/search', { query: '法' }, anonymous),
      await ok('/flks/pagesection/search', { query: '宪法' }, anonymous),
      await ok('/flks/pagesection/search', { query: '累犯', tab: 'article-clause' }, anonymous),
    ];
    const servicePath = (await ok('/flks/auth/servicepath', {}, anonymous)) as { path: string };
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
