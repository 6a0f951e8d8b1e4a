import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { law } from './nested-corpus.fixture';

// A small corpus for the graph ranking (decision 0045): a few articles of 刑法 and 劳动法, the
// 确定罪名 table that names 职务侵占罪 at 第二百七十一条, an article of 劳动合同法 and a case that
// both say 加班费 (the case applying 劳动法第四十四条, which never says it), and decoys that
// share words with the queries. No metadata database: levels come from the folders.

const FILES: Record<string, string> = {
  '刑法/刑法.md': law('中华人民共和国刑法', '1997年3月14日 第八届全国人民代表大会第五次会议修订', [
    '第二百七十条 将代为保管的他人财物非法占为己有，数额较大，拒不退还的，处二年以下有期徒刑、拘役或者罚金。',
    '第二百七十一条 公司、企业或者其他单位的工作人员，利用职务上的便利，将本单位财物非法占为己有，数额较大的，处三年以下有期徒刑或者拘役，并处罚金。',
    '第二百七十二条 公司、企业或者其他单位的工作人员，利用职务上的便利，挪用本单位资金归个人使用或者借贷给他人，数额较大、超过三个月未还的，处三年以下有期徒刑或者拘役。',
    '第三百一十二条 明知是犯罪所得及其产生的收益而予以窝藏、转移、收购、代为销售或者以其他方法掩饰、隐瞒的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金。',
  ]),
  '司法解释/最高人民法院关于执行《中华人民共和国刑法》确定罪名的规定(1997-12-11).md': `# 最高人民法院关于执行《中华人民共和国刑法》确定罪名的规定

1997年12月9日 最高人民法院审判委员会第951次会议通过

<!-- INFO END -->

为正确理解、执行第八届全国人民代表大会第五次会议修订的《中华人民共和国刑法》，统一认定罪名，现对刑法分则中罪名规定如下：

191．侵占罪（第270条） 192．职务侵占罪（第271条第1款） 193．挪用资金罪（第272条）

| 刑法条文 |罪名 |
|-----|-----|
| 第三百一十二条 |掩饰、隐瞒犯罪所得、犯罪所得收益罪 |
`,
  '社会法/劳动法.md': law(
    '中华人民共和国劳动法',
    '1994年7月5日 第八届全国人民代表大会常务委员会第八次会议通过',
    [
      '第三十六条 国家实行劳动者每日工作时间不超过八小时、平均每周工作时间不超过四十四小时的工时制度。',
      '第四十四条 有下列情形之一的，用人单位应当按照下列标准支付高于劳动者正常工作时间工资的工资报酬：（一）安排劳动者延长工作时间的，支付不低于工资的百分之一百五十的工资报酬；（二）休息日安排劳动者工作又不能安排补休的，支付不低于工资的百分之二百的工资报酬。',
    ],
  ),
  '社会法/劳动合同法.md': law(
    '中华人民共和国劳动合同法',
    '2007年6月29日 第十届全国人民代表大会常务委员会第二十八次会议通过',
    [
      '第三十一条 用人单位应当严格执行劳动定额标准，不得强迫或者变相强迫劳动者加班。用人单位安排加班的，应当按照国家有关规定向劳动者支付加班费。',
    ],
  ),
  '案例/劳动人事/加班费的计算.md': `# 加班费应当如何计算

<!-- INFO END -->

## 基本案情

张某在某公司工作期间经常加班，公司未支付加班费，张某请求支付加班费。

## 案例分析

《中华人民共和国劳动法》第四十四条规定，安排劳动者延长工作时间的，应当支付加班费。人民法院依照该条计算加班费。
`,
  // Decoys: the words of the queries, scattered.
  '行政法规/职工带薪年休假条例.md': law(
    '职工带薪年休假条例',
    '2007年12月14日 国务院令第514号公布',
    ['第一条 为了维护职工休息休假权利，调动职工工作积极性，根据劳动法和公务员法，制定本条例。'],
  ),
};

/** Writes the corpus to a temp folder; `remove` deletes it. */
export function writeGraphSearchCorpus(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'yzfk-graph-search-'));
  for (const [path, text] of Object.entries(FILES)) {
    const file = join(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
