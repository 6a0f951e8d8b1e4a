import { describe, expect, it } from 'vitest';
import { parseChineseNumeral } from '../../platform/text/chinese-numerals';
import {
  articleSortValue,
  decodeLawFile,
  LawParseError,
  parseLawMarkdown,
} from './parse-law-markdown';

// Small real excerpts, written here (the corpus itself stays in ../shared/data).

const CIVIL_CODE_PART = `---
title: 婚姻家庭编
---
# 中华人民共和国民法典

# 婚姻家庭编

2020年5月28日 第十三届全国人民代表大会第三次会议通过

2021年1月1日 施行

<!-- INFO END -->

## 第一章  一般规定

第一千零四十条 本编调整因婚姻家庭产生的民事关系。

## 第四章 离婚

第一千零八十四条 父母与子女间的关系，不因父母离婚而消除。离婚后，子女无论由父或者母直接抚养，仍是父母双方的子女。

离婚后，父母对于子女仍有抚养、教育、保护的权利和义务。
`;

/** The full-width space some files put after 第X条. */
const IDEOGRAPHIC_SPACE = '\u3000';

const CRIMINAL_LAW = `# 中华人民共和国刑法

<!-- INFO END -->

### 第二章 犯罪

#### 第二节 犯罪的预备、未遂和中止

第二十二条${IDEOGRAPHIC_SPACE}为了犯罪，准备工具、制造条件的，是犯罪预备。

第一百二十条之一 以资助恐怖活动组织、实施恐怖活动的个人的，处五年以下有期徒刑。
`;

const AMENDMENT = `# 中华人民共和国刑法修正案（十一）

2020年12月26日 第十三届全国人民代表大会常务委员会第二十四次会议通过

<!-- INFO END -->

一、将刑法第十七条修改为：“已满十六周岁的人犯罪，应当负刑事责任。

“已满十四周岁不满十六周岁的人，犯故意杀人罪的，应当负刑事责任。”

二、在刑法第一百三十三条之一后增加一条，作为第一百三十三条之二。

四十八、本修正案自2021年3月1日起施行。
`;

const CASE = `# 《民法典》绿色原则对“大棚房”合同纠纷中隐藏行为的适用

<!-- INFO END -->

## 基本案情

某公司将其承包的集体土地划分为若干种植单元。

## 裁判要旨

双方以农业种植承包为目的签订的土地承包合同系伪装行为，当然无效。
`;

describe('parseLawMarkdown', () => {
  it('reads title, part subtitle, history, headings and multi-paragraph articles', () => {
    const law = parseLawMarkdown(CIVIL_CODE_PART);
    expect(law.title).toBe('中华人民共和国民法典');
    expect(law.subtitle).toBe('婚姻家庭编');
    expect(law.history).toEqual([
      { date: '2020-05-28', text: '第十三届全国人民代表大会第三次会议通过' },
      { date: '2021-01-01', text: '施行' },
    ]);
    expect(law.toc).toEqual([
      { depth: 2, text: '第一章 一般规定', articleOrdinal: 1 },
      { depth: 2, text: '第四章 离婚', articleOrdinal: 2 },
    ]);
    expect(law.articles.map((a) => a.number)).toEqual(['第一千零四十条', '第一千零八十四条']);
    expect(law.articles[1]).toMatchObject({
      kind: 'article',
      headings: ['第四章 离婚'],
      opensSection: true,
    });
    expect(law.articles[1]?.paragraphs).toHaveLength(2);
    expect(law.articles[1]?.paragraphs[1]).toBe(
      '离婚后，父母对于子女仍有抚养、教育、保护的权利和义务。',
    );
  });

  it('numbers 第X条之一 as written and nests headings by depth', () => {
    const law = parseLawMarkdown(CRIMINAL_LAW);
    expect(law.articles.map((a) => a.number)).toEqual(['第二十二条', '第一百二十条之一']);
    expect(law.articles[0]?.paragraphs[0]).toBe('为了犯罪，准备工具、制造条件的，是犯罪预备。');
    expect(law.articles[0]?.headings).toEqual(['第二章 犯罪', '第二节 犯罪的预备、未遂和中止']);
    expect(law.articles.map((a) => a.opensSection)).toEqual([true, false]);
    expect(articleSortValue('第一百二十条之一')).toBeCloseTo(120.01);
  });

  it('takes 一、二、 items as the articles of an amending law', () => {
    const law = parseLawMarkdown(AMENDMENT);
    expect(law.articles.map((a) => [a.kind, a.number])).toEqual([
      ['item', '一'],
      ['item', '二'],
      ['item', '四十八'],
    ]);
    expect(law.articles[0]?.paragraphs).toHaveLength(2);
  });

  it('keeps a case commentary as text blocks under its headings', () => {
    const law = parseLawMarkdown(CASE);
    expect(law.articles.map((a) => [a.kind, a.number, a.headings])).toEqual([
      ['text', null, ['基本案情']],
      ['text', null, ['裁判要旨']],
    ]);
  });

  it('refuses a file without a title or without text, with a reason', () => {
    expect(() => parseLawMarkdown('第一条 没有标题的条文。')).toThrow(LawParseError);
    expect(() => parseLawMarkdown('第一条 没有标题的条文。')).toThrow('缺少标题');
    expect(() => parseLawMarkdown('# 只有标题\n\n<!-- INFO END -->\n')).toThrow('没有正文');
  });

  it('refuses text in another encoding', () => {
    const gbk = new Uint8Array([0x23, 0x20, 0xd6, 0xd0, 0xbb, 0xaa]); // "# 中华" in GBK
    expect(() => decodeLawFile(gbk)).toThrow('不是 UTF-8 编码的文本');
    expect(decodeLawFile(new TextEncoder().encode('# 法'))).toBe('# 法');
  });
});

describe('parseChineseNumeral', () => {
  it.each([
    ['一', 1],
    ['十', 10],
    ['十二', 12],
    ['六十五', 65],
    ['一百零八', 108],
    ['一千零八十四', 1084],
    ['一千二百六十', 1260],
  ])('%s → %d', (text, value) => {
    expect(parseChineseNumeral(text)).toBe(value);
  });

  it('is NaN for anything else', () => {
    expect(parseChineseNumeral('abc')).toBeNaN();
  });
});
