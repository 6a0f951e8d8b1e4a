import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchGroup } from '@yzfk/contract/calls/search';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { importLawFolder, type TImportSummary } from './import-laws';
import { writeGraphSearchCorpus } from './testing/graph-search-corpus.fixture';

// The graph ranking (decision 0045) asked as a user does (the global search's 条文 tab), on a
// small corpus imported into a seeded app: a charge name the statute never writes, its short
// form, an everyday question, and an article number in a short form.

type TSearch = { groups: TSearchGroup[] };

describe.each(TEST_DATABASES)('law search with the citation graph on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let corpus: ReturnType<typeof writeGraphSearchCorpus>;
  let imported: TImportSummary;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    corpus = writeGraphSearchCorpus();
    imported = await importLawFolder(t.deps.database.db, corpus.folder);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    corpus.remove();
  });

  const titles = async (query: string): Promise<string[]> => {
    const { envelope } = await t.call<TSearch>(
      '/flks/pagesection/search',
      { tab: 'article-clause', query },
      { token },
    );
    expect(envelope.success).toBe(true);
    const group = envelope.data.groups.find((found) => found.tab === 'article-clause');
    return (group?.hits ?? []).map((hit) => hit.title);
  };

  it('builds the charge table and the case edge from the corpus', () => {
    expect(imported.graph.charges).toBeGreaterThanOrEqual(4);
    expect(imported.graph.edges).toBeGreaterThanOrEqual(1);
  });

  it('opens 刑法第二百七十一条 first for 职务侵占罪, a name its text never writes', async () => {
    expect((await titles('职务侵占罪'))[0]).toBe('中华人民共和国刑法 第二百七十一条');
  });

  it('reads a charge short form by rule: 掩隐罪 → 第三百一十二条', async () => {
    expect((await titles('掩隐罪'))[0]).toBe('中华人民共和国刑法 第三百一十二条');
  });

  it('answers 加班费怎么算 with 劳动法第四十四条, which the case citing it applies', async () => {
    const found = await titles('加班费怎么算');
    expect(found.slice(0, 3)).toContain('中华人民共和国劳动法 第四十四条');
    // The statute the case applies comes before the case itself.
    const statute = found.indexOf('中华人民共和国劳动法 第四十四条');
    const caseAt = found.findIndex((title) => title.startsWith('加班费应当如何计算'));
    expect(caseAt === -1 || statute < caseAt).toBe(true);
  });

  it('opens an article cited with a short law name: 刑法271条', async () => {
    expect((await titles('刑法271条'))[0]).toBe('中华人民共和国刑法 第二百七十一条');
  });
});
