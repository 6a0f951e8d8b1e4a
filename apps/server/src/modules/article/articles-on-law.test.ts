import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { createContentCitations } from '../law/graph/content-citations.service';
import { importLawFolder } from '../law/import-laws';
import { law } from '../law/testing/nested-corpus.fixture';
import { articles } from './article.schema';
import { createArticlesOnLaw } from './articles-on-law';
import { importArticles } from './import-articles';

// Our articles' citations follow the library: an article imported before the law it cites
// links once the law is in and relink runs (as after the pack's load), a second run changes
// nothing, and an edited article is read again at its import.

const article = (column: string, body: string) =>
  [
    '---',
    'title: 定金的数额',
    'author: 编辑部',
    `column: ${column}`,
    'summary: 定金不超过百分之二十。',
    'date: 2026-07-01T08:00:00+08:00',
    '---',
    '',
    body,
  ].join('\n');

describe.each(TEST_DATABASES)('our articles citing law articles on %s', (kind) => {
  let t: TTestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    root = mkdtempSync(join(tmpdir(), 'yzfk-article-refs-'));
    for (const folder of ['laws/法律', 'articles'])
      mkdirSync(join(root, folder), { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function refsOfEarnest() {
    const [row] = await t.deps.database.db
      .select({ lawRefs: articles.lawRefs })
      .from(articles)
      .where(eq(articles.key, 'earnest'));
    return row?.lawRefs;
  }

  it('links an article imported before its law once the law is in, and only once', async () => {
    const db = t.deps.database.db;
    const folder = join(root, 'articles');
    writeFileSync(
      join(folder, 'earnest.md'),
      article(
        '案例分析',
        '依照民法典第五百八十六条、第五百八十七条，定金合同自实际交付定金时成立。',
      ),
    );
    await importArticles({ db, now: () => new Date() }, folder);
    expect(await refsOfEarnest()).toEqual([]);

    writeFileSync(
      join(root, 'laws/法律/民法典.md'),
      law('中华人民共和国民法典', '2020年5月28日 通过', [
        '第五百八十五条 当事人可以约定违约金。',
        '第五百八十六条 当事人可以约定一方向对方给付定金作为债权的担保。',
        '第五百八十七条 债务人履行债务的，定金应当抵作价款或者收回。',
      ]),
    );
    await importLawFolder(db, join(root, 'laws'));
    const relinked = createArticlesOnLaw(db, createContentCitations(db));
    expect(await relinked.relink()).toBeGreaterThanOrEqual(1);
    const refs = await refsOfEarnest();
    expect(refs?.map((ref) => ref.ordinal)).toEqual([2, 3]);
    expect(await relinked.relink()).toBe(0);

    // An edit citing another article is read again when imported.
    writeFileSync(join(folder, 'earnest.md'), article('法条解读', '《民法典》第585条说违约金。'));
    await importArticles({ db, now: () => new Date() }, folder);
    expect((await refsOfEarnest())?.map((ref) => ref.ordinal)).toEqual([1]);
  });
});
