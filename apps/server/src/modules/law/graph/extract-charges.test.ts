import { describe, expect, it } from 'vitest';
import { extractCharges, isChargeDocument } from './extract-charges';

// Paragraphs as the parser gives them for the corpus's 确定罪名 documents.
describe('extractCharges', () => {
  it('reads the numbered list of the 1997 opinion, with several articles per charge', () => {
    expect(
      extractCharges([
        '放火罪（第114条、第115条第1款） 14．决水罪（第114条、第115条第1款）',
        '191．侵占罪（第270条） 192．职务侵占罪（第271条第1款） 193．挪用资金罪（第272条）',
        '11．为境外窃取、刺探、收买、非法提供国家秘密、情报罪（第111条） 12．资敌罪（第112条）',
      ]),
    ).toEqual([
      { name: '放火罪', articles: [114, 115], replaces: [] },
      { name: '决水罪', articles: [114, 115], replaces: [] },
      { name: '侵占罪', articles: [270], replaces: [] },
      { name: '职务侵占罪', articles: [271], replaces: [] },
      { name: '挪用资金罪', articles: [272], replaces: [] },
      { name: '为境外窃取、刺探、收买、非法提供国家秘密、情报罪', articles: [111], replaces: [] },
      { name: '资敌罪', articles: [112], replaces: [] },
    ]);
  });

  it('reads the tables of the 补充规定, with the names they abolish', () => {
    expect(
      extractCharges([
        '| 刑法条文 |罪名 |',
        '|-----|-----|',
        '| 第114条、第115条第1款（《修正案（三）》第1、2条） |投放危险物质罪（取消投毒罪罪名） |',
        '| 第一百三十三条之二 （《刑法修正案（十一）》第二条） |妨害安全驾驶罪 |',
        '| 第二百一十九条之一 （《刑法修正案（十一）》第二十三条） |为境外窃取、刺探、收买、非法提供 商业秘密罪 |',
        '| 第三百四十一条第一款 |危害珍贵、濒危野生动物罪 （取消非法猎捕、杀害珍贵、濒危野生动物罪和非法收购、运输、出售珍贵、濒危野生动物、珍贵、濒危野生动物制品罪罪名） |',
      ]),
    ).toEqual([
      { name: '投放危险物质罪', articles: [114, 115], replaces: ['投毒罪'] },
      { name: '妨害安全驾驶罪', articles: [133.02], replaces: [] },
      { name: '为境外窃取、刺探、收买、非法提供商业秘密罪', articles: [219.01], replaces: [] },
      {
        name: '危害珍贵、濒危野生动物罪',
        articles: [341],
        replaces: [
          '非法猎捕、杀害珍贵、濒危野生动物罪',
          '非法收购、运输、出售珍贵、濒危野生动物、珍贵、濒危野生动物制品罪',
        ],
      },
    ]);
  });

  it('reads a renaming written as a sentence (补充规定（八）)', () => {
    expect(
      extractCharges([
        '将《中华人民共和国刑法》第一百六十九条（《刑法修正案（十二）》第三条）的罪名由“徇私舞弊低价折股、出售国有资产罪”修改为“徇私舞弊低价折股、出售公司、企业资产罪”。',
      ]),
    ).toEqual([
      {
        name: '徇私舞弊低价折股、出售公司、企业资产罪',
        articles: [169],
        replaces: ['徇私舞弊低价折股、出售国有资产罪'],
      },
    ]);
  });

  it('knows the documents by their titles', () => {
    expect(
      isChargeDocument(
        '最高人民法院、最高人民检察院关于执行《中华人民共和国刑法》确定罪名的补充规定（七）',
      ),
    ).toBe(true);
    expect(isChargeDocument('最高人民检察院关于适用刑法分则规定的犯罪的罪名的意见')).toBe(true);
    expect(isChargeDocument('中华人民共和国刑法')).toBe(false);
  });
});
