import { describe, expect, it } from 'vitest';
import { articleKeyText, createCitationExtractor, definedNames } from './extract-citations';

// Sentences taken from the corpus (../shared/data/laws-cn), cut where the reference ends.
const extract = createCitationExtractor(['民法典', '刑法', '劳动合同法', '合同法', '民事诉讼法']);

describe('extractCitations', () => {
  it('reads a bracketed full title with a Chinese article number', () => {
    expect(
      extract('根据《中华人民共和国民事诉讼法》第二百零九条第一款的规定向人民检察院申请监督'),
    ).toEqual([{ name: '中华人民共和国民事诉讼法', articles: [209] }]);
  });

  it('reads a bare short name with Arabic numbers (民法典第1176条第1款)', () => {
    expect(extract('据此，依照民法典第1176条第1款规定，驳回宋先生的全部诉讼请求')).toEqual([
      { name: '民法典', articles: [1176] },
    ]);
  });

  it('reads 之一 articles (刑法第二百八十七条之一)', () => {
    expect(
      extract('情节严重的，依照刑法第二百八十七条之一的规定，以非法利用信息网络罪定罪处罚'),
    ).toEqual([{ name: '刑法', articles: [287.01] }]);
  });

  it('reads a short bracketed name with Arabic numbers (《劳动法》第41条)', () => {
    expect(extract('《劳动法》第41条规定')).toEqual([{ name: '劳动法', articles: [41] }]);
  });

  it('reads a list joined by 、 and 和, with 款 between', () => {
    expect(
      extract(
        '依据《最高人民法院关于适用〈中华人民共和国民法典〉有关担保制度的解释》第十三条、第十四条、第十八条第二款等规定处理',
      ),
    ).toEqual([
      {
        name: '最高人民法院关于适用《中华人民共和国民法典》有关担保制度的解释',
        articles: [13, 14, 18],
      },
    ]);
    expect(extract('依据民法典第五百八十四条、第五百九十一条、第五百九十二条的规定')).toEqual([
      { name: '民法典', articles: [584, 591, 592] },
    ]);
  });

  it('expands a range and keeps its 之一 end (第二百一十三条至第二百一十九条之一)', () => {
    expect(extract('犯刑法第二百一十三条至第二百一十九条之一规定之罪')).toEqual([
      { name: '刑法', articles: [213, 214, 215, 216, 217, 218, 219, 219.01] },
    ]);
  });

  it('keeps only the ends of a range too long to be meant', () => {
    expect(extract('适用刑法第一条至第四百条')).toEqual([{ name: '刑法', articles: [1, 400] }]);
  });

  it('reads two documents in one sentence, with 项 after an article', () => {
    expect(
      extract(
        '根据《中华人民共和国土地管理法》第五十八条第一款第（三）项及《城镇国有土地使用权出让和转让暂行条例》第四十七条的规定',
      ),
    ).toEqual([
      { name: '中华人民共和国土地管理法', articles: [58] },
      { name: '城镇国有土地使用权出让和转让暂行条例', articles: [47] },
    ]);
  });

  it('records 本法第X条 as a reference to the citing document itself', () => {
    expect(extract('应当参照本法第二百三十六条、第二百三十八条和第二百三十九条的规定')).toEqual([
      { name: null, articles: [236, 238, 239] },
    ]);
  });

  it('reads the longest short name (劳动合同法, not 合同法)', () => {
    expect(
      extract('依据《中华人民共和国劳动合同法》第八十二条之规定；依照劳动合同法第十条'),
    ).toEqual([
      { name: '中华人民共和国劳动合同法', articles: [82] },
      { name: '劳动合同法', articles: [10] },
    ]);
  });

  it('ignores titles without an article, 前款 and 本条, and names inside longer names', () => {
    expect(
      extract('现对《最高人民检察院关于适用刑法分则规定的犯罪的罪名的意见》作如下修改'),
    ).toEqual([]);
    expect(extract('有前款规定情形的，依照本条第二款处罚')).toEqual([]);
    expect(extract('《刑法修正案（十一）》第二条')).toEqual([
      { name: '刑法修正案（十一）', articles: [2] },
    ]);
    expect(extract('刑法修正案（十一）第二条')).toEqual([]);
  });
});

describe('definedNames', () => {
  it('reads the short names a text defines (以下简称)', () => {
    const names = definedNames(
      '根据《中华人民共和国刑法修正案（十二）》（以下简称《刑法修正案（十二）》），现对…；《中华人民共和国民事诉讼法》（以下简称民事诉讼法）',
    );
    expect(Object.fromEntries(names)).toEqual({
      '刑法修正案（十二）': '中华人民共和国刑法修正案（十二）',
      民事诉讼法: '中华人民共和国民事诉讼法',
    });
  });
});

describe('articleKeyText', () => {
  it('writes a key as statutes number articles', () => {
    expect(articleKeyText(586)).toBe('第五百八十六条');
    expect(articleKeyText(120.01)).toBe('第一百二十条之一');
  });
});

describe('definedNames after a document number', () => {
  it('reads （法释〔2009〕19号，以下简称《解释》）', () => {
    expect(
      definedNames(
        '现决定对《最高人民法院、最高人民检察院关于办理妨害信用卡管理刑事案件具体应用法律若干问题的解释》（法释〔2009〕19号，以下简称《解释》）作如下修改',
      ),
    ).toEqual(
      new Map([
        [
          '解释',
          '最高人民法院、最高人民检察院关于办理妨害信用卡管理刑事案件具体应用法律若干问题的解释',
        ],
      ]),
    );
  });
});
