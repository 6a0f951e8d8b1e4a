import { describe, expect, it } from 'vitest';
import { mergeCaseSections } from './merge-case-sections';
import type { TParsedArticle } from './parse-law-markdown';

function block(headings: string[], number: string | null, text: string): TParsedArticle {
  return {
    number,
    kind: number ? 'item' : 'text',
    headings,
    paragraphs: [text],
    opensSection: false,
  };
}

describe('a case file', () => {
  it('keeps one block per section, its numbered points joined with their numbers', () => {
    const merged = mergeCaseSections([
      block(['基本案情'], null, '张某购买汽车。'),
      block(['裁判要点'], '一', '构成欺诈。'),
      block(['裁判要点'], '二', '应予支持。'),
      block(['裁判结果'], null, '判决如下。'),
    ]);
    expect(merged.articles.map((a) => [a.kind, a.number, a.headings, a.paragraphs])).toEqual([
      ['text', null, ['基本案情'], ['张某购买汽车。']],
      ['text', null, ['裁判要点'], ['一、构成欺诈。', '二、应予支持。']],
      ['text', null, ['裁判结果'], ['判决如下。']],
    ]);
    // The table of contents pointed at the 4th block (裁判结果): now the 3rd.
    expect([1, 2, 3, 4].map(merged.ordinalOf)).toEqual([1, 2, 2, 3]);
  });
});
