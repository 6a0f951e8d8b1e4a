import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { tempFileTree } from '../../../platform/testing/file-tree';

// A small corpus of our own making in a temp folder, laid out as LawRefBook does but with
// metadata spread over three databases: the top one, and one per province of local
// regulations (广东's beside its files, 浙江's with a region column). It holds an expired law,
// the same law filed under two categories, a case file without metadata, and national and
// local regulations sharing the term 物业服务.

type TRow = {
  level: string;
  name: string;
  folder: string;
  publish?: string;
  expired?: boolean;
  region?: string;
};

/** A corpus file's Markdown: title, a history line, the info marker, then the articles. */
export function law(title: string, history: string, articles: string[]): string {
  return `# ${title}\n\n${history}\n\n<!-- INFO END -->\n\n${articles.join('\n\n')}\n`;
}

const FILES: Record<string, string> = {
  '行政法规/物业管理条例(2018-03-19).md': law('物业管理条例', '2018年3月19日 国务院令第698号修订', [
    '第一条 为了规范物业管理活动，维护业主和物业服务企业的合法权益，改善人民群众的生活和工作环境，制定本条例。',
    '第二条 本条例所称物业管理，是指业主通过选聘物业服务企业，由业主和物业服务企业按照物业服务合同约定进行维修、养护、管理的活动。',
  ]),
  '民法商法/担保法.md': law(
    '中华人民共和国担保法',
    '1995年6月30日 第八届全国人民代表大会常务委员会第十四次会议通过',
    [
      '第一条 为促进资金融通和商品流通，保障债权的实现，发展社会主义市场经济，制定本法。',
      '第六条 本法所称保证，是指保证人和债权人约定，当债务人不履行债务时，保证人按照约定履行债务或者承担责任的行为。',
    ],
  ),
  '民法商法/广告法(2021-04-29).md': law(
    '中华人民共和国广告法',
    '2021年4月29日 第十三届全国人民代表大会常务委员会第二十八次会议修正',
    [
      '第一条 为了规范广告活动，保护消费者的合法权益，促进广告业的健康发展，维护社会经济秩序，制定本法。',
    ],
  ),
  // The same law under a second category, formatted a little differently (as in the real corpus).
  '经济法/广告法(2021-04-29).md': law(
    '中华人民共和国广告法',
    '2021年4月29日  第十三届全国人民代表大会常务委员会第二十八次会议修正',
    [
      '第一条 为了规范广告活动，保护消费者的合法权益，促进广告业的健康发展，维护社会经济秩序，制定本法。',
    ],
  ),
  '案例/消费购物/张某诉某车行买卖合同纠纷案.md': `# 经营者隐瞒车辆维修记录构成欺诈的，消费者可以请求三倍赔偿

<!-- INFO END -->

## 基本案情

张某从某车行购买一辆汽车，后发现该车在出售前已经维修，车行未予告知，张某请求三倍赔偿。

## 裁判要点

一、经营者隐瞒车辆维修记录的，构成欺诈。

二、消费者请求三倍赔偿的，人民法院应予支持。
`,
  '地方性法规/广东/广东省物业管理条例(2008-04-01).md': law(
    '广东省物业管理条例',
    '2008年1月25日 广东省第十届人民代表大会常务委员会第三十七次会议通过',
    [
      '第一条 为了规范物业管理活动，保障业主和物业服务企业的合法权益，根据有关法律、行政法规，结合本省实际，制定本条例。',
    ],
  ),
  '地方性法规/广东/广东省城市房屋拆迁管理条例.md': law(
    '广东省城市房屋拆迁管理条例',
    '1997年9月22日 广东省第八届人民代表大会常务委员会第三十一次会议通过',
    ['第一条 为加强城市房屋拆迁管理，保障物业服务与拆迁当事人的合法权益，制定本条例。'],
  ),
  '地方性法规/浙江/浙江省物业管理条例(2009-06-01).md': law(
    '浙江省物业管理条例',
    '2009年6月1日 浙江省第十一届人民代表大会常务委员会第十一次会议通过',
    ['第一条 为了规范物业管理活动，维护业主、物业使用人和物业服务企业的合法权益，制定本条例。'],
  ),
  // Not listed in 浙江's database: its level and region come from its folders.
  '地方性法规/浙江/浙江省电梯安全条例.md': law(
    '浙江省电梯安全条例',
    '2021年11月25日 浙江省第十三届人民代表大会常务委员会第三十二次会议通过',
    ['第一条 为了加强电梯安全工作，保障物业服务区域内电梯的安全运行，制定本条例。'],
  ),
};

const TOP: TRow[] = [
  { level: '行政法规', name: '物业管理条例', folder: '行政法规', publish: '2018-03-19' },
  { level: '法律', name: '担保法', folder: '民法商法', publish: '1995-06-30', expired: true },
  { level: '法律', name: '广告法', folder: '民法商法', publish: '2021-04-29' },
  { level: '法律', name: '广告法', folder: '经济法', publish: '2021-04-29' },
];
const GUANGDONG: TRow[] = [
  { level: '地方性法规', name: '广东省物业管理条例', folder: '', publish: '2008-04-01' },
  {
    level: '地方性法规',
    name: '广东省城市房屋拆迁管理条例',
    folder: '',
    publish: '1997-09-22',
    expired: true,
  },
];
const ZHEJIANG: TRow[] = [
  {
    level: '地方性法规',
    name: '浙江省物业管理条例',
    folder: '',
    publish: '2009-06-01',
    region: '浙江',
  },
];

function writeMetadata(file: string, rows: TRow[], withRegion: boolean): void {
  const db = new DatabaseSync(file);
  db.exec(`CREATE TABLE category (id TEXT PRIMARY KEY, name TEXT, folder TEXT)`);
  db.exec(
    `CREATE TABLE law (id TEXT PRIMARY KEY, level TEXT NOT NULL, name TEXT NOT NULL,
       filename TEXT, publish DATE, expired INTEGER NOT NULL, "order" INTEGER, subtitle TEXT,
       valid_from DATE, category_id TEXT NOT NULL${withRegion ? ', region TEXT' : ''})`,
  );
  const folders = [...new Set(rows.map((row) => row.folder))];
  folders.forEach((folder, index) =>
    db.prepare(`INSERT INTO category VALUES (?, ?, ?)`).run(`c${index}`, folder, folder),
  );
  rows.forEach((row, index) =>
    db
      .prepare(
        `INSERT INTO law (id, level, name, publish, expired, category_id${withRegion ? ', region' : ''})
       VALUES (?, ?, ?, ?, ?, ?${withRegion ? ', ?' : ''})`,
      )
      .run(
        `l${index}`,
        row.level,
        row.name,
        row.publish ?? null,
        row.expired ? 1 : 0,
        `c${folders.indexOf(row.folder)}`,
        ...(withRegion ? [row.region ?? null] : []),
      ),
  );
  db.close();
}

/** Writes the corpus to a new temp folder; `remove` deletes it. */
export function writeNestedCorpus(): { folder: string; remove: () => void } {
  const folder = tempFileTree('nested-corpus-', FILES);
  writeMetadata(join(folder, 'db.sqlite3'), TOP, false);
  writeMetadata(join(folder, '地方性法规/广东/db.sqlite3'), GUANGDONG, false);
  writeMetadata(join(folder, '地方性法规/浙江/db.sqlite3'), ZHEJIANG, true);
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
