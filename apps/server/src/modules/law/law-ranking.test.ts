import { describe, expect, it } from 'vitest';
import { definitionPattern, lawRankWeight } from './law-ranking';

describe('the ranking rules', () => {
  it('weighs the current version above a superseded or repealed one of the same level', () => {
    expect(lawRankWeight('法律', '现行有效')).toBeGreaterThan(lawRankWeight('法律', '已修改'));
    expect(lawRankWeight('法律', '已修改')).toBeGreaterThan(lawRankWeight('法律', '已废止'));
    expect(lawRankWeight('司法解释', '现行有效')).toBeGreaterThan(
      lawRankWeight('司法解释', '已废止'),
    );
  });

  it('weighs 宪法/法律 above 行政法规, 司法解释, 部门规章 and cases, in that order', () => {
    const order = ['宪法', '法律', '行政法规', '司法解释', '部门规章', '案例'].map((level) =>
      lawRankWeight(level, '现行有效'),
    );
    expect(order[0]).toBe(order[1]);
    for (let i = 2; i < order.length; i++) expect(order[i]).toBeLessThan(order[i - 1] ?? 0);
    expect(lawRankWeight('法律', '现行有效', true)).toBeLessThan(lawRankWeight('法律', '现行有效'));
  });

  it('tells an article that defines a term from one that only uses it', () => {
    const defines = (word: string, text: string) =>
      new RegExp(definitionPattern([word]) ?? '(?!)', 'u').test(text);
    expect(defines('累犯', '被判处有期徒刑以上刑罚的犯罪分子……之罪的，是累犯，应当从重处罚')).toBe(
      true,
    );
    expect(defines('自首', '犯罪以后自动投案，如实供述自己的罪行的，是自首。')).toBe(true);
    expect(defines('要约邀请', '要约邀请是希望他人向自己发出要约的表示。')).toBe(true);
    expect(defines('行政处罚', '行政处罚是指行政机关依法对违反行政管理秩序的……')).toBe(true);
    expect(defines('不动产', '本法所称不动产，是指土地以及房屋……')).toBe(true);
    expect(defines('正当防卫', '……对不法侵害人造成损害的，属于正当防卫，不负刑事责任。')).toBe(
      true,
    );
    expect(defines('累犯', '对于累犯和犯罪集团的首要分子，不适用缓刑。')).toBe(false);
    expect(
      defines('自首', '根据刑法第六十七条的规定，犯罪以后自动投案的，可以认定为自首的情形'),
    ).toBe(false);
  });

  it('builds no pattern from one character or from punctuation', () => {
    expect(definitionPattern(['法'])).toBeUndefined();
    expect(definitionPattern(['a|b'])).toBeUndefined();
    expect(definitionPattern([])).toBeUndefined();
  });
});
