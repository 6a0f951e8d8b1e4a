import { describe, expect, it } from 'vitest';
import { analyseQuery } from './law-query';

const runs = (query: string) => analyseQuery(query).runs.map((run) => run.text);

describe('an everyday question', () => {
  it('leaves out its question words and particles: they need not match', () => {
    expect(runs('加班费怎么算')).toEqual(['加班费']);
    expect(runs('辞职要提前多久通知')).toEqual(['辞职', '提前', '通知']);
    expect(runs('彩礼能要回来吗')).not.toContain('吗');
    expect(runs('离婚冷静期多久')).toEqual(['离婚冷静期']);
  });

  it('keeps a word that merely contains a question character (功能, 可能)', () => {
    expect(runs('产品功能')).toEqual(['产品功能']);
  });

  it('keeps the words of a query made of question words alone', () => {
    expect(runs('是否')).toEqual(['是否']);
  });

  it('searches the character pairs the index stores, each once, in any order', () => {
    expect(analyseQuery('加班费怎么算').grams).toEqual(['加班', '班费']);
    expect(analyseQuery('债务加入').grams).toEqual(['债务', '务加', '加入']);
    expect(analyseQuery('合同 合同').grams).toEqual(['合同']);
  });

  it('keeps the segmenter words of a run for partial credit', () => {
    expect(analyseQuery('加班费').runs[0]?.words).toContain('加班');
  });
});
