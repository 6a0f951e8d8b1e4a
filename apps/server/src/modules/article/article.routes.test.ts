import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { createArticleRepository } from './article.repository';
import { chinaDay } from '../../platform/china-time';
import { importArticles } from './import-articles';
import {
  getArticleCall,
  listArticlesCall,
  publishArticleCall,
  unpublishArticleCall,
} from '@yzfk/contract/calls/article';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

const ADMIN_TOKEN = 'test-admin-token-articles-012345';

// The demo articles are seeded with every test database (seed-demo.ts).
describe.each(TEST_DATABASES)('article calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:00:00Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { ADMIN_TOKEN, ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
      now: () => now,
    });
  });
  afterAll(() => t.close());

  async function idOf(title: string, token: string): Promise<number> {
    const list = await callContractOk(t, listArticlesCall, { pageSize: 50 }, token);
    const id = list.items.find((item) => item.title.startsWith(title))?.id;
    if (id === undefined) throw new Error(`no article ${title}`);
    return id;
  }

  it('lists published articles newest first, by column, tag and keyword', async () => {
    const { token } = await t.webToken();
    const all = await callContractOk(t, listArticlesCall, {}, token);
    expect(all.total).toBe(6);
    expect(all.items[0]?.title).toBe('哪些行政行为可以起诉：受案范围的两张清单');
    expect(all.items.some((item) => item.title.startsWith('草稿'))).toBe(false);
    const column = await callContractOk(t, listArticlesCall, { column: '法条解读' }, token);
    expect(column.items.map((item) => item.column)).toEqual(['法条解读', '法条解读']);
    expect(column.tags).toContain('刑法');
    const cases = await callContractOk(t, listArticlesCall, { column: '案例分析' }, token);
    expect(cases.items.map((item) => item.title)).toEqual([
      '教学案例：约定定金三万、实际交付两万五，卖方违约后买方能要回多少',
    ]);
    const tagged = await callContractOk(t, listArticlesCall, { tag: '错题' }, token);
    expect(tagged.items.map((item) => item.title)).toEqual(['错题本怎么记才不白记']);
    const searched = await callContractOk(t, listArticlesCall, { keyword: '诉讼时效' }, token);
    expect(searched.items.map((item) => item.title)).toEqual(['实务中的诉讼时效：三个常见误区']);
  });

  it('answers an empty page past the end and for a keyword of punctuation only', async () => {
    const { token } = await t.webToken();
    expect(await callContractOk(t, listArticlesCall, { page: 99 }, token)).toMatchObject({
      items: [],
      total: 6,
      page: 99,
    });
    expect(await callContractOk(t, listArticlesCall, { keyword: '，。！？' }, token)).toMatchObject(
      {
        items: [],
        total: 0,
      },
    );
    expect(
      await callContract(t, listArticlesCall, looseBody({ column: '花边' }), token),
    ).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('栏目只能是') as unknown,
    });
  });

  it('shows an article with linked citations, reading time and neighbours in its column', async () => {
    const { token } = await t.webToken();
    const id = await idOf('读懂正当防卫', token);
    const detail = await callContractOk(t, getArticleCall, { articleId: id }, token);
    expect(detail.article).toMatchObject({
      author: '周律师',
      column: '法条解读',
      readingMinutes: 1,
    });
    expect(detail.article.bodyHtml).toMatch(
      /<a class="law-citation" href="\/Template\/yzfk\/law\/item\/\d+#art-\d+">《中华人民共和国刑法》第二十条<\/a>/,
    );
    expect(detail.article.bodyHtml).toMatch(/<a class="law-citation"[^>]*>刑法第二十条<\/a>/);
    expect(detail.previous).toBeNull();
    expect(detail.next?.title).toBe('哪些行政行为可以起诉：受案范围的两张清单');
  });

  it('counts a view once per visitor per day', async () => {
    const first = await t.webToken();
    const second = await t.webToken();
    const id = await idOf('错题本', first.token);
    const read = (token: string) =>
      callContractOk(t, getArticleCall, { articleId: id }, token).then((d) => d.article.views);
    const before = await read(first.token);
    expect(await read(first.token)).toBe(before);
    // A fresh anonymous token from the same address is the same visitor (issue 27 item 10).
    expect(await read(second.token)).toBe(before);
    const elsewhere = await callContractOk(
      t,
      getArticleCall,
      { articleId: id },
      { token: second.token, remoteAddress: '198.51.100.23' },
    );
    expect(elsewhere.article.views).toBe(before + 1);
    // 16:30 UTC is 00:30 of the next day in China: the same visitor counts again.
    now = new Date('2026-11-20T16:30:00Z');
    expect(await read(first.token)).toBe(before + 2);
    const list = await callContractOk(t, listArticlesCall, { sort: 'popular' }, first.token);
    expect(list.items[0]?.id).toBe(id);
    expect(list.mostRead[0]).toMatchObject({ id, views: before + 2 });
    // The sweep deletes the past day's rows and only them; the counter stays.
    const repository = createArticleRepository(t.deps.database.db);
    expect(await repository.deleteViewsBefore(chinaDay(now), 100)).toBeGreaterThanOrEqual(2);
    expect(await repository.deleteViewsBefore(chinaDay(now), 100)).toBe(0);
    expect(await read(first.token)).toBe(before + 2);
  });

  it('answers 4501 for an unknown article', async () => {
    const { token } = await t.webToken();
    expect(await callContract(t, getArticleCall, { articleId: 999_999 }, token)).toMatchObject({
      code: 4501,
      msg: '文章不存在',
    });
  });

  it('lets operators publish and unpublish, and no one else', async () => {
    const { token } = await t.webToken();
    const [draft] = await selectRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM articles WHERE key = 'draft-unpublished'`,
    );
    const articleId = draft?.id;
    expect(await callContract(t, getArticleCall, { articleId }, token)).toMatchObject({
      code: 4501,
    });
    expect(await callContract(t, publishArticleCall, { articleId }, token)).toMatchObject({
      success: false,
    });
    expect(await callContractOk(t, publishArticleCall, { articleId }, ADMIN_TOKEN)).toMatchObject({
      id: articleId,
      published: true,
    });
    expect(await callContractOk(t, getArticleCall, { articleId }, token)).toMatchObject({
      article: { title: '草稿：考前一周的作息建议' },
    });
    await callContractOk(t, unpublishArticleCall, { articleId }, ADMIN_TOKEN);
    expect(await callContract(t, getArticleCall, { articleId }, token)).toMatchObject({
      code: 4501,
    });
    expect(
      await callContract(t, publishArticleCall, { articleId: 999_999 }, ADMIN_TOKEN),
    ).toMatchObject({ code: 4501 });
  });

  it('imports a folder idempotently, rejecting bad files with their reason', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'yzfk-articles-'));
    const front = (column: string) =>
      `---\ntitle: 导入测试\nauthor: 测试\ncolumn: ${column}\nsummary: 摘要\n---\n\n正文 <script>x()</script>\n`;
    writeFileSync(join(folder, 'good.md'), front('法律实务'));
    writeFileSync(join(folder, 'bad-column.md'), front('花边'));
    writeFileSync(join(folder, 'no-front.md'), '正文');
    writeFileSync(join(folder, 'big.md'), front('法律实务') + '字'.repeat(80_000));
    const deps = { db: t.deps.database.db, now: () => now };
    const first = await importArticles(deps, folder);
    expect(first.map((r) => [r.file, r.status])).toEqual([
      ['bad-column.md', 'rejected'],
      ['big.md', 'rejected'],
      ['good.md', 'created'],
      ['no-front.md', 'rejected'],
    ]);
    expect(first.map((r) => r.reason ?? '')).toEqual([
      expect.stringContaining('未知栏目') as unknown,
      '文件超过 200 KB',
      '',
      expect.stringContaining('缺少 front matter') as unknown,
    ]);
    const again = await importArticles(deps, folder);
    expect(again.find((r) => r.file === 'good.md')?.status).toBe('unchanged');
    writeFileSync(join(folder, 'good.md'), front('法律实务').replace('摘要', '新摘要'));
    const changed = await importArticles(deps, folder);
    expect(changed.find((r) => r.file === 'good.md')?.status).toBe('updated');
    const { token } = await t.webToken();
    const id = await idOf('导入测试', token);
    const detail = await callContractOk(t, getArticleCall, { articleId: id }, token);
    expect(detail.article.bodyHtml).toBe('<p>正文 </p>');
  });
});
