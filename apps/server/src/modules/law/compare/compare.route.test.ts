import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { compareLawVersionsCall } from '@yzfk/contract/calls/law-compare';
import { E } from '@yzfk/contract/error-codes';
import { callContract, callContractOk } from '../../../platform/testing/call-contract';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../../test-app';
import { importLawFolder } from '../import-laws';
import { lawDocuments } from '../law.schema';
import { law } from '../testing/nested-corpus.fixture';
import { tempFileTree } from '../../../platform/testing/file-tree';

// 新旧对照 through the call: two versions of 公司法 (real excerpts of 2018 and 2023) and another
// law, imported from a folder of our own; the pairs, the counts and the refusals.

const COMPANY = '中华人民共和国公司法';
const FILES: Record<string, string> = {
  '民法商法/公司法(2018-10-26).md': law(
    COMPANY,
    '2018年10月26日 第十三届全国人民代表大会常务委员会第六次会议第四次修正',
    [
      '第二十条 公司股东应当遵守法律、行政法规和公司章程，依法行使股东权利，不得滥用股东权利损害公司或者其他股东的利益；不得滥用公司法人独立地位和股东有限责任损害公司债权人的利益。\n\n公司股东滥用股东权利给公司或者其他股东造成损失的，应当依法承担赔偿责任。\n\n公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
      '第二十一条 公司的控股股东、实际控制人、董事、监事、高级管理人员不得利用其关联关系损害公司利益。\n\n违反前款规定，给公司造成损失的，应当承担赔偿责任。',
      '第六十三条 一人有限责任公司的股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
    ],
  ),
  '民法商法/公司法(2023-12-29).md': law(
    COMPANY,
    '2023年12月29日 第十四届全国人民代表大会常务委员会第七次会议第二次修订',
    [
      '第二十一条 公司股东应当遵守法律、行政法规和公司章程，依法行使股东权利，不得滥用股东权利损害公司或者其他股东的利益。\n\n公司股东滥用股东权利给公司或者其他股东造成损失的，应当承担赔偿责任。',
      '第二十二条 公司的控股股东、实际控制人、董事、监事、高级管理人员不得利用关联关系损害公司利益。\n\n违反前款规定，给公司造成损失的，应当承担赔偿责任。',
      '第二十三条 公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。\n\n股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。\n\n只有一个股东的公司，股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
      '第二十四条 公司股东会、董事会、监事会召开会议和表决可以采用电子通信方式，公司章程另有规定的除外。',
    ],
  ),
  '民法商法/担保法.md': law('中华人民共和国担保法', '1995年6月30日 通过', [
    '第一条 为促进资金融通和商品流通，保障债权的实现，发展社会主义市场经济，制定本法。',
  ]),
};

describe.each(TEST_DATABASES)('POST /flks/law/compare on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let folder: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await t.webToken()).token;
    folder = tempFileTree('yzfk-compare-', FILES);
    await importFolder();
  });
  /** Imports the folder as it is now and reads each file's document id. */
  async function importFolder() {
    const db = t.deps.database.db;
    await importLawFolder(db, folder);
    for (const path of Object.keys(FILES)) {
      const [row] = await db
        .select({ id: lawDocuments.id })
        .from(lawDocuments)
        .where(eq(lawDocuments.sourceKey, path.replace(/\.md$/, '')));
      if (!row) throw new Error(`${path} is not stored`);
      ids[path] = row.id;
    }
  }
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });
  const id = (path: string) => ids[path] ?? 0;
  const OLD = '民法商法/公司法(2018-10-26).md';
  const NEW = '民法商法/公司法(2023-12-29).md';

  it('answers the aligned pairs of 公司法 2018 → 2023 with statuses, changed words and counts', async () => {
    const data = await callContractOk(
      t,
      compareLawVersionsCall,
      { fromId: id(OLD), toId: id(NEW) },
      token,
    );
    expect([data.from.id, data.to.id, data.to.title]).toEqual([id(OLD), id(NEW), COMPANY]);
    expect(data.versions.map((version) => version.id)).toEqual(
      expect.arrayContaining([id(NEW), id(OLD)]),
    );
    expect(data.counts).toEqual({ added: 1, deleted: 0, changed: 3, unchanged: 0 });
    expect(
      data.pairs.map((pair) => [
        pair.status,
        pair.old.map((side) => side.number).join('+'),
        pair.new.map((side) => side.number).join('+'),
      ]),
    ).toEqual([
      ['changed', '第二十条', '第二十一条'],
      ['changed', '第二十一条', '第二十二条'],
      ['changed', '第二十条+第六十三条', '第二十三条'],
      ['added', '', '第二十四条'],
    ]);
    const article23 = data.pairs[2];
    expect(article23?.old[0]).toMatchObject({ paragraphs: [3], partial: true });
    expect(article23?.rows[1]).toEqual({
      old: null,
      new: [
        {
          text: '股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。',
          change: 'ins',
        },
      ],
    });
    expect(article23?.rows[2]?.old?.filter((span) => span.change === 'del')).toEqual([
      { text: '一人有限责任', change: 'del' },
      { text: '的', change: 'del' },
    ]);
  });

  it('compares the other way round: the newer text as the older side', async () => {
    const data = await callContractOk(
      t,
      compareLawVersionsCall,
      { fromId: id(NEW), toId: id(OLD) },
      token,
    );
    expect(data.counts.deleted).toBe(1);
    expect(data.pairs.map((pair) => pair.status)).toContain('deleted');
  });

  it('compares afresh once an import changed a text (the server keeps comparisons it made)', async () => {
    const before = await callContractOk(
      t,
      compareLawVersionsCall,
      { fromId: id(OLD), toId: id(NEW) },
      token,
    );
    expect(before.pairs.at(-1)?.rows[0]?.new?.[0]?.text).toContain('电子通信方式');
    writeFileSync(
      join(folder, NEW),
      (FILES[NEW] ?? '').replace('可以采用电子通信方式', '可以采用视频会议方式'),
    );
    await importFolder();
    const after = await callContractOk(
      t,
      compareLawVersionsCall,
      { fromId: id(OLD), toId: id(NEW) },
      token,
    );
    expect(after.pairs.at(-1)?.rows[0]?.new?.[0]?.text).toContain('视频会议方式');
    writeFileSync(join(folder, NEW), FILES[NEW] ?? '');
    await importFolder();
  });

  it('refuses an unknown id, another law and the same version, in Chinese', async () => {
    const unknown = await callContract(
      t,
      compareLawVersionsCall,
      { fromId: id(OLD), toId: 99_999_999 },
      token,
    );
    expect([unknown.code, unknown.msg]).toEqual([E.lawNotFound, '法规不存在或已被删除']);
    const other = await callContract(
      t,
      compareLawVersionsCall,
      { fromId: id('民法商法/担保法.md'), toId: id(NEW) },
      token,
    );
    expect([other.code, other.msg]).toEqual([
      E.lawCompareOtherLaw,
      '这两个文本不是同一部法规的版本，无法对照',
    ]);
    const same = await callContract(
      t,
      compareLawVersionsCall,
      { fromId: id(NEW), toId: id(NEW) },
      token,
    );
    expect(same.code).toBe(E.lawCompareSameVersion);
    const missing = await t.call('/flks/law/compare', { fromId: id(OLD) }, { token });
    expect([missing.status, missing.envelope.code]).toEqual([400, E.invalidParams]);
  });
});
