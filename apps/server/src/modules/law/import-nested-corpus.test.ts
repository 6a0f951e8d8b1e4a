import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { TLawDetail, TLawSummary } from '@yzfk/contract/calls/law';
import type { TSearchGroup, TSearchHit } from '@yzfk/contract/calls/search';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { importLawFolder, type TImportSummary } from './import-laws';
import { lawDocuments } from './law.schema';
import { writeNestedCorpus } from './testing/nested-corpus.fixture';

// A corpus with metadata per province (testing/nested-corpus.fixture.ts), imported into a
// seeded app (which holds the demo's sample laws), then read through the law calls.

type TList = {
  total: number;
  list: TLawSummary[];
  levels: { name: string; count: number }[];
  regions: { name: string; count: number }[];
};
type TSearch = { groups: TSearchGroup[] };

describe.each(TEST_DATABASES)('a corpus with nested metadata on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let corpus: ReturnType<typeof writeNestedCorpus>;
  let first: TImportSummary;
  let sampleId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    sampleId = (await list({})).list[0]?.id ?? 0;
    corpus = writeNestedCorpus();
    // An earlier import stored the 经济法 copy of 广告法 alone (the 民法商法 one was not there yet).
    const kept = join(corpus.folder, '民法商法/广告法(2021-04-29).md');
    renameSync(kept, `${kept}.away`);
    await importLawFolder(t.deps.database.db, corpus.folder);
    renameSync(`${kept}.away`, kept);
    first = await importLawFolder(t.deps.database.db, corpus.folder);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    corpus.remove();
  });

  const call = async <T>(path: string, body: unknown) =>
    (await t.call<T>(path, body, { token })).envelope;
  async function list(body: Record<string, unknown>): Promise<TList> {
    const envelope = await call<TList>('/flks/pagesection/getlawlist', body);
    expect(envelope.success).toBe(true);
    return envelope.data;
  }
  const titles = (data: TList) => data.list.map((law) => law.title).sort();
  const articleHits = async (body: Record<string, unknown>): Promise<TSearchHit[]> => {
    const envelope = await call<TSearch>('/flks/pagesection/search', {
      tab: 'article-clause',
      ...body,
    });
    expect(envelope.success).toBe(true);
    return envelope.data.groups.find((group) => group.tab === 'article-clause')?.hits ?? [];
  };
  const lawHits = async (body: Record<string, unknown>): Promise<TSearchHit[]> => {
    const envelope = await call<TSearch>('/flks/pagesection/search', { tab: 'law', ...body });
    return envelope.data.groups.find((group) => group.tab === 'law')?.hits ?? [];
  };

  it('imports one document per law, naming the copy it left out and removing its old one', () => {
    expect(first).toMatchObject({ documents: 8, created: 1, removed: 1 });
    expect(first.skipped).toEqual([
      {
        file: '经济法/广告法(2021-04-29)',
        reason: '与 民法商法/广告法(2021-04-29) 为同一法规（标题、公布日期相同），只导入一份',
      },
    ]);
  });

  it('takes level, region and the expired flag from the database governing each file', async () => {
    const rows = await t.deps.database.db
      .select({
        title: lawDocuments.title,
        level: lawDocuments.level,
        region: lawDocuments.region,
        status: lawDocuments.status,
        category: lawDocuments.category,
      })
      .from(lawDocuments)
      .orderBy(asc(lawDocuments.sourceKey));
    expect(rows.filter((row) => !row.title.includes('示例节选'))).toEqual([
      {
        title: '广东省城市房屋拆迁管理条例',
        level: '地方性法规',
        region: '广东省',
        status: '已废止',
        category: '地方性法规',
      },
      {
        title: '广东省物业管理条例',
        level: '地方性法规',
        region: '广东省',
        status: '现行有效',
        category: '地方性法规',
      },
      {
        title: '浙江省物业管理条例',
        level: '地方性法规',
        region: '浙江省',
        status: '现行有效',
        category: '地方性法规',
      },
      {
        title: '浙江省电梯安全条例',
        level: '地方性法规',
        region: '浙江省',
        status: '现行有效',
        category: '地方性法规',
      },
      {
        title: '经营者隐瞒车辆维修记录构成欺诈的，消费者可以请求三倍赔偿',
        level: '案例',
        region: null,
        status: '现行有效',
        category: '案例',
      },
      {
        title: '中华人民共和国广告法',
        level: '法律',
        region: null,
        status: '现行有效',
        category: '民法商法',
      },
      {
        title: '中华人民共和国担保法',
        level: '法律',
        region: null,
        status: '已废止',
        category: '民法商法',
      },
      {
        title: '物业管理条例',
        level: '行政法规',
        region: null,
        status: '现行有效',
        category: '行政法规',
      },
    ]);
  });

  it('changes nothing on a second run', async () => {
    const again = await importLawFolder(t.deps.database.db, corpus.folder);
    expect(again).toMatchObject({ documents: 8, created: 0, updated: 0, unchanged: 8, removed: 0 });
  });

  it('lists the real laws only, with 地方性法规 as a level and its regions as a facet', async () => {
    const all = await list({});
    expect(all.total).toBe(8);
    expect(all.list.some((law) => law.isSample)).toBe(false);
    expect(all.levels).toEqual([
      { name: '法律', count: 2 },
      { name: '行政法规', count: 1 },
      { name: '地方性法规', count: 4 },
      { name: '案例', count: 1 },
    ]);
    expect(all.regions).toEqual([
      { name: '广东省', count: 2 },
      { name: '浙江省', count: 2 },
    ]);
    const local = await list({ level: '地方性法规', region: '浙江省' });
    expect(titles(local)).toEqual(['浙江省物业管理条例', '浙江省电梯安全条例']);
    expect(local.list.map((law) => law.region)).toEqual(['浙江省', '浙江省']);
    expect((await list({ keyword: '广告法' })).total).toBe(1);
  });

  it('keeps a sample law readable by its id', async () => {
    const envelope = await call<TLawDetail>('/flks/law/detail', { id: sampleId });
    expect(envelope.data.law.isSample).toBe(true);
  });

  it('searches local regulations only when their level is asked for', async () => {
    const cite = (hits: TSearchHit[]) => hits.map((hit) => hit.title).sort();
    expect(cite(await articleHits({ query: '物业服务' }))).toEqual([
      '物业管理条例 第一条',
      '物业管理条例 第二条',
    ]);
    expect(cite(await articleHits({ query: '物业服务', level: '地方性法规' }))).toEqual([
      '广东省城市房屋拆迁管理条例 第一条',
      '广东省物业管理条例 第一条',
      '浙江省物业管理条例 第一条',
      '浙江省电梯安全条例 第一条',
    ]);
    expect(
      cite(await articleHits({ query: '物业服务', level: '地方性法规', region: '广东省' })),
    ).toEqual(['广东省城市房屋拆迁管理条例 第一条', '广东省物业管理条例 第一条']);
    expect((await lawHits({ query: '物业管理条例' })).map((hit) => hit.title)).toEqual([
      '物业管理条例',
    ]);
  });

  it('leaves the samples out of search once real laws exist', async () => {
    expect(await articleHits({ query: '累犯' })).toEqual([]);
    expect(await lawHits({ query: '刑法' })).toEqual([]);
  });

  it('names a case hit by its title and section, each hit once', async () => {
    const hits = await articleHits({ query: '三倍赔偿' });
    const title = '经营者隐瞒车辆维修记录构成欺诈的，消费者可以请求三倍赔偿';
    expect(hits.map((hit) => hit.title).sort()).toEqual([
      `${title} · 基本案情`,
      `${title} · 裁判要点`,
    ]);
    expect(new Set(hits.map((hit) => hit.path)).size).toBe(hits.length);
  });

  it('finds the one 广告法 once', async () => {
    const hits = await articleHits({ query: '广告活动' });
    expect(hits.map((hit) => hit.title)).toEqual(['中华人民共和国广告法 第一条']);
  });
});
