import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getLawRelationsCall } from '@yzfk/contract/calls/law-relations';
import { callContractOk } from '../../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { importLawFolder, type TImportSummary } from '../import-laws';
import { lawArticles, lawDocuments } from '../law.schema';
import { law } from '../testing/nested-corpus.fixture';
import { tempFileTree } from '../../../platform/testing/file-tree';

// What a 刑法修正案 changed, on the law page: its items are resolved to the 刑法 articles they
// amend (kind amends), the articles they add (作为第X条之一) included, the wording they quote is
// not read as citations, and a text citing the 修正案's 第X条 reaches its item.

const CRIMINAL = '中华人民共和国刑法';
const AMENDMENT = '中华人民共和国刑法修正案（十一）';
const CORPUS: Record<string, string> = {
  '刑法/刑法.md': law(CRIMINAL, '2023年12月29日 第十四届全国人民代表大会常务委员会第七次会议修正', [
    '第一百三十三条之一 在道路上驾驶机动车，有下列情形之一的，处拘役，并处罚金。',
    '第一百三十三条之二 对行驶中的公共交通工具的驾驶人员使用暴力，危及公共安全的，处一年以下有期徒刑。',
    '第二百七十一条 公司、企业或者其他单位的工作人员，利用职务上的便利，将本单位财物非法占为己有，数额较大的，处三年以下有期徒刑或者拘役，并处罚金。',
    '第二百七十二条 公司、企业或者其他单位的工作人员，利用职务上的便利，挪用本单位资金归个人使用的，处三年以下有期徒刑或者拘役。',
  ]),
  '刑法/刑法修正案（十一）.md': law(
    AMENDMENT,
    '2020年12月26日 第十三届全国人民代表大会常务委员会第二十四次会议通过',
    [
      '一、在刑法第一百三十三条之一后增加一条，作为第一百三十三条之二：“对行驶中的公共交通工具的驾驶人员使用暴力，危及公共安全的，处一年以下有期徒刑。',
      '“有前款行为，同时构成其他犯罪的，依照本法第二百七十二条的规定处罚。”',
      '二、将刑法第二百七十一条第一款修改为：“公司、企业或者其他单位的工作人员，利用职务上的便利，将本单位财物非法占为己有，数额较大的，处三年以下有期徒刑或者拘役，并处罚金。”',
      '三、本修正案自2021年3月1日起施行。',
    ],
  ),
  '司法解释/最高人民法院关于《中华人民共和国刑法修正案（十一）》时间效力问题的解释(2021-02-26).md':
    law(
      '最高人民法院关于《中华人民共和国刑法修正案（十一）》时间效力问题的解释',
      '2021年2月22日 最高人民法院审判委员会第1832次会议通过',
      [
        '第一条 对于2021年3月1日以前实施的行为，适用修正前刑法的规定；《中华人民共和国刑法修正案（十一）》第二条另有规定的，依照其规定。',
      ],
    ),
};

function writeCorpus(files: Record<string, string>): string {
  return tempFileTree('yzfk-amend-', files);
}

describe.each(TEST_DATABASES)('amendments in the law graph on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let first: TImportSummary;
  let folder = '';
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    folder = writeCorpus(CORPUS);
    first = await importLawFolder(t.deps.database.db, folder);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function relations(title: string, number: string) {
    const [place] = await t.deps.database.db
      .select({ lawId: lawArticles.lawId, ordinal: lawArticles.ordinal })
      .from(lawArticles)
      .innerJoin(lawDocuments, eq(lawDocuments.id, lawArticles.lawId))
      .where(and(eq(lawDocuments.title, title), eq(lawArticles.number, number)));
    if (!place) throw new Error(`${title} ${number} is not stored`);
    return callContractOk(t, getLawRelationsCall, place, token);
  }

  it('shows on 刑法第二百七十一条 the amendment item that changed it', async () => {
    const data = await relations(CRIMINAL, '第二百七十一条');
    expect(data.citedBy).toEqual([
      {
        kind: 'amends',
        count: 1,
        items: [expect.objectContaining({ lawTitle: AMENDMENT, number: '二', basis: 'cites' })],
      },
    ]);
  });

  it('resolves the article an item adds (作为第一百三十三条之二), not the wording it quotes', async () => {
    const added = await relations(CRIMINAL, '第一百三十三条之二');
    expect(
      added.citedBy.map((group) => [group.kind, group.items.map((item) => item.number)]),
    ).toEqual([['amends', ['一']]]);
    // 本法第二百七十二条 inside the quote is 刑法's own text, carried by the consolidated law.
    expect((await relations(CRIMINAL, '第二百七十二条')).citedBy).toEqual([]);
    const item = await relations(AMENDMENT, '一');
    expect(
      item.applies.map((group) => [group.kind, group.items.map((entry) => entry.number)]),
    ).toEqual([['amends', ['第一百三十三条之一', '第一百三十三条之二']]]);
  });

  it('resolves a citation of the 修正案’s 第二条 to its item 二, and counts nothing unresolved', async () => {
    const data = await relations(AMENDMENT, '二');
    expect(data.citedBy.map((group) => [group.kind, group.count])).toEqual([['interpretation', 1]]);
    expect(first.graph).toMatchObject({ unresolved: 0, byKind: { amends: 3, interpretation: 1 } });
  });

  it('gives the same graph when the corpus is imported again', async () => {
    const again = await importLawFolder(t.deps.database.db, folder);
    expect(again.graph).toMatchObject({ edges: first.graph.edges, byKind: first.graph.byKind });
  });
});
