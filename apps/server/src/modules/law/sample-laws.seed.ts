import { buildLawDocument } from './build-law-document';
import { importLawDocuments } from './import-laws';
import type { TLawMetadata } from './read-law-metadata';
import { parseLawMarkdown } from './parse-law-markdown';
import type { TDb } from '../../platform/db/database';

// Demo content: a few short, real excerpts, each clearly marked 示例节选 (sample excerpt) in its
// title and flagged isSample. The real corpus is imported with `npm run import:laws`.

type TSample = { path: string; level: string; publish: string; markdown: string };

const SAMPLES: TSample[] = [
  {
    path: '刑法/示例-刑法',
    level: '法律',
    publish: '2020-12-26',
    markdown: `# 中华人民共和国刑法（示例节选）

1979年7月1日 第五届全国人民代表大会第二次会议通过

1997年3月14日 第八届全国人民代表大会第五次会议修订

<!-- INFO END -->

## 第一编 总则

### 第二章 犯罪

#### 第一节 犯罪和刑事责任

第十三条 一切危害国家主权、领土完整和安全，分裂国家、颠覆人民民主专政的政权和推翻社会主义制度，破坏社会秩序和经济秩序，侵犯国有财产或者劳动群众集体所有的财产，侵犯公民私人所有的财产，侵犯公民的人身权利、民主权利和其他权利，以及其他危害社会的行为，依照法律应当受刑事处罚的，都是犯罪，但是情节显著轻微危害不大的，不认为是犯罪。

### 第四章 刑罚的具体运用

#### 第二节 累犯

第六十五条 被判处有期徒刑以上刑罚的犯罪分子，刑罚执行完毕或者赦免以后，在五年以内再犯应当判处有期徒刑以上刑罚之罪的，是累犯，应当从重处罚，但是过失犯罪和不满十八周岁的人犯罪的除外。

前款规定的期限，对于被假释的犯罪分子，从假释期满之日起计算。

第六十六条 危害国家安全犯罪、恐怖活动犯罪、黑社会性质的组织犯罪的犯罪分子，在刑罚执行完毕或者赦免以后，在任何时候再犯上述任一类罪的，都以累犯论处。

#### 第三节 自首和立功

第六十七条 犯罪以后自动投案，如实供述自己的罪行的，是自首。对于自首的犯罪分子，可以从轻或者减轻处罚。其中，犯罪较轻的，可以免除处罚。

被采取强制措施的犯罪嫌疑人、被告人和正在服刑的罪犯，如实供述司法机关还未掌握的本人其他罪行的，以自首论。
`,
  },
  {
    path: '民法典/示例-民法典',
    level: '法律',
    publish: '2020-05-28',
    markdown: `# 中华人民共和国民法典（示例节选）

2020年5月28日 第十三届全国人民代表大会第三次会议通过

2021年1月1日 施行

<!-- INFO END -->

## 第一编 总则

### 第九章 诉讼时效

第一百八十八条 向人民法院请求保护民事权利的诉讼时效期间为三年。法律另有规定的，依照其规定。

诉讼时效期间自权利人知道或者应当知道权利受到损害以及义务人之日起计算。法律另有规定的，依照其规定。但是，自权利受到损害之日起超过二十年的，人民法院不予保护，有特殊情况的，人民法院可以根据权利人的申请决定延长。

第一百八十九条 当事人约定同一债务分期履行的，诉讼时效期间自最后一期履行期限届满之日起计算。

## 第五编 婚姻家庭

### 第四章 离婚

第一千零七十九条 夫妻一方要求离婚的，可以由有关组织进行调解或者直接向人民法院提起离婚诉讼。

第一千零八十四条 父母与子女间的关系，不因父母离婚而消除。离婚后，子女无论由父或者母直接抚养，仍是父母双方的子女。

离婚后，父母对于子女仍有抚养、教育、保护的权利和义务。
`,
  },
  {
    path: '司法解释/示例-刑法时间效力解释',
    level: '司法解释',
    publish: '1997-09-25',
    markdown: `# 最高人民法院关于适用刑法时间效力规定若干问题的解释（示例节选）

1997年9月25日 最高人民法院审判委员会第937次会议通过

<!-- INFO END -->

第三条 前罪判处的刑罚已经执行完毕或者赦免，在1997年9月30日以前又犯应当判处有期徒刑以上刑罚之罪，是否构成累犯，适用修订前的刑法第六十一条的规定；1997年10月1日以后又犯应当判处有期徒刑以上刑罚之罪的，是否构成累犯，适用刑法第六十五条的规定。
`,
  },
  {
    path: '民法商法/示例-公司法(2018-10-26)',
    level: '法律',
    publish: '2018-10-26',
    markdown: `# 中华人民共和国公司法（示例节选）

2018年10月26日 第十三届全国人民代表大会常务委员会第六次会议修正

<!-- INFO END -->

## 第一章 总则

第一条 为了规范公司的组织和行为，保护公司、股东和债权人的合法权益，维护社会经济秩序，促进社会主义市场经济的发展，制定本法。
`,
  },
  {
    path: '民法商法/示例-公司法(2023-12-29)',
    level: '法律',
    publish: '2023-12-29',
    markdown: `# 中华人民共和国公司法（示例节选）

2023年12月29日 第十四届全国人民代表大会常务委员会第七次会议修订

<!-- INFO END -->

## 第一章 总则

第一条 为了规范公司的组织和行为，保护公司、股东、职工和债权人的合法权益，完善中国特色现代企业制度，弘扬企业家精神，维护社会经济秩序，促进社会主义市场经济的发展，根据宪法，制定本法。
`,
  },
];

function metadataOf(sample: TSample): TLawMetadata {
  return {
    level: sample.level,
    name: sample.path,
    filename: null,
    subtitle: null,
    publish: sample.publish,
    validFrom: null,
    expired: false,
    order: null,
    folder: sample.path.split('/')[0] ?? '',
  };
}

/** Writes the sample laws (idempotent: unchanged samples are left as they are). */
export async function seedSampleLaws(db: TDb): Promise<void> {
  const docs = SAMPLES.map((sample) =>
    buildLawDocument(
      [
        {
          relativePath: sample.path,
          parsed: parseLawMarkdown(sample.markdown),
          metadata: metadataOf(sample),
          raw: sample.markdown,
        },
      ],
      true,
    ),
  );
  await importLawDocuments(db, docs);
}
