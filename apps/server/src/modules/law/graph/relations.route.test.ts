import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getLawRelationsCall, type TLawRelations } from '@yzfk/contract/calls/law-relations';
import { callContract, callContractOk } from '../../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { importLawFolder, type TImportSummary } from '../import-laws';
import { lawArticles, lawDocuments } from '../law.schema';
import { law } from '../testing/nested-corpus.fixture';
import { tempFileTree } from '../../../platform/testing/file-tree';

// /flks/law/relations on a corpus of our own: a statute, an interpretation that applies it
// (in 《》, by its short name, in a list, and itself by 本解释), then a local regulation imported
// on its own later that cites the statute too.

const NATIONAL: Record<string, string> = {
  '民法商法/担保法.md': law('中华人民共和国担保法', '1995年6月30日 通过', [
    '第一条 为促进资金融通和商品流通，保障债权的实现，制定本法。',
    '第二条 在借贷、买卖、货物运输、加工承揽等经济活动中，债权人需要以担保方式保障其债权实现的，可以依照本法规定设定担保。',
  ]),
  '司法解释/最高人民法院关于适用《中华人民共和国担保法》若干问题的解释(2000-12-08).md': law(
    '最高人民法院关于适用《中华人民共和国担保法》若干问题的解释',
    '2000年12月8日 最高人民法院审判委员会第1149次会议通过',
    [
      '第一条 当事人对由民事关系产生的债设立的担保，适用担保法第二条的规定。',
      '第二条 依照《中华人民共和国担保法》第一条、第二条的规定，担保合同无效的，按照本解释第一条处理。',
      '第三条 依照《中华人民共和国合同法》第五十二条的规定处理。',
    ],
  ),
};

const LOCAL: Record<string, string> = {
  '地方性法规/广东/广东省融资担保条例.md': law('广东省融资担保条例', '2020年1月1日 通过', [
    '第一条 根据《中华人民共和国担保法》第二条，结合本省实际，制定本条例。',
  ]),
};

function writeCorpus(files: Record<string, string>): string {
  return tempFileTree('yzfk-graph-', files);
}

describe.each(TEST_DATABASES)('/flks/law/relations on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let national: TImportSummary;
  const folders: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    folders.push(writeCorpus(NATIONAL), writeCorpus(LOCAL));
    national = await importLawFolder(t.deps.database.db, folders[0] ?? '');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Where an article of a law sits: its law id and ordinal. */
  async function place(title: string, number: string) {
    const [row] = await t.deps.database.db
      .select({ lawId: lawArticles.lawId, ordinal: lawArticles.ordinal })
      .from(lawArticles)
      .innerJoin(lawDocuments, eq(lawDocuments.id, lawArticles.lawId))
      .where(and(eq(lawDocuments.title, title), eq(lawArticles.number, number)));
    if (!row) throw new Error(`${title} ${number} is not stored`);
    return row;
  }
  const relations = async (title: string, number: string) =>
    callContractOk(t, getLawRelationsCall, await place(title, number), token);
  const INTERPRETATION = '最高人民法院关于适用《中华人民共和国担保法》若干问题的解释';
  const numbersOf = (data: TLawRelations, side: 'citedBy' | 'applies') =>
    Object.fromEntries(
      data[side].map((group) => [
        group.kind,
        { count: group.count, numbers: group.items.map((item) => item.number) },
      ]),
    );

  it('counts and lists who applies a statute article, and reports what it could not resolve', async () => {
    expect(national.graph).toMatchObject({ edges: 4, unresolved: 1 });
    expect(national.graph.topUnresolved).toEqual([
      {
        name: '中华人民共和国合同法',
        article: 52,
        reason: '名称不在库中',
        count: 1,
        firstAt: expect.stringMatching(/^《.+》第.+条$/) as unknown,
      },
    ]);
    const data = await relations('中华人民共和国担保法', '第二条');
    expect(numbersOf(data, 'citedBy')).toEqual({
      interpretation: { count: 2, numbers: ['第一条', '第二条'] },
    });
    expect(data.citedBy[0]?.items[0]).toMatchObject({
      lawTitle: INTERPRETATION,
      level: '司法解释',
      basis: 'cites',
    });
    expect(data.applies).toEqual([]);
  });

  it('answers the other way: the statute articles an interpretation applies, and itself', async () => {
    const data = await relations(INTERPRETATION, '第二条');
    expect(numbersOf(data, 'applies')).toEqual({
      law: { count: 2, numbers: ['第一条', '第二条'] },
      internal: { count: 1, numbers: ['第一条'] },
    });
  });

  it('adds the citations of local regulations imported later, and keeps the rest as it was', async () => {
    const local = await importLawFolder(t.deps.database.db, folders[1] ?? '');
    expect(local.graph.edges).toBe(5);
    const data = await relations('中华人民共和国担保法', '第二条');
    expect(numbersOf(data, 'citedBy')).toEqual({
      interpretation: { count: 2, numbers: ['第一条', '第二条'] },
      regulation: { count: 1, numbers: ['第一条'] },
    });
    const again = await importLawFolder(t.deps.database.db, folders[1] ?? '');
    expect(again.graph.edges).toBe(5);
  });

  it('refuses an article that does not exist', async () => {
    const { lawId } = await place('中华人民共和国担保法', '第二条');
    const envelope = await callContract(t, getLawRelationsCall, { lawId, ordinal: 999 }, token);
    expect(envelope).toMatchObject({ success: false, msg: '法规不存在或已被删除' });
  });
});
