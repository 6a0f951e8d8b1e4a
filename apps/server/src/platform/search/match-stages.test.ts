import { describe, expect, it } from 'vitest';
import { tsqueryStages } from './ts-literals';

describe('the never-empty stages of a query', () => {
  it('tries a long term whole, then its words, then any of its parts', () => {
    expect(tsqueryStages('诉讼时效中断', 'all').map((stage) => stage.match)).toEqual([
      'exact',
      'words',
      'partial',
    ]);
    const [exact, words, partial] = tsqueryStages('诉讼时效中断', 'all');
    expect(exact?.literal).not.toContain('&');
    expect(words?.literal).toContain('&');
    expect(partial?.literal).toContain('|');
  });

  it('tries a phrase, then all its words, then any of them', () => {
    const stages = tsqueryStages('子女 离婚', 'phrase');
    expect(stages.map((stage) => stage.match)).toEqual(['exact', 'words', 'partial']);
    expect(stages[1]?.literal).toBe("'子女' & '离婚'");
    expect(stages[2]?.literal).toBe("'子女' | '离婚'");
  });

  it('leaves out stages that would repeat one, and has none for punctuation', () => {
    expect(tsqueryStages('累犯', 'all').map((stage) => stage.match)).toEqual(['exact']);
    expect(tsqueryStages('，。', 'all')).toEqual([]);
  });
});
