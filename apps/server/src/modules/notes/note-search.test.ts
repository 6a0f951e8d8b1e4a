import { describe, expect, it } from 'vitest';
import { noteQuery, noteVector } from './note-search';

describe('note search literals', () => {
  it('indexes Chinese pairs of the quote and the text', () => {
    const vector = noteVector({ quote: '第一条 为了保护', text: '诉讼时效' });
    expect(vector).toContain("'诉讼'");
    expect(vector).toContain("'保护'");
  });

  it('makes no query of punctuation alone, and quotes what is typed', () => {
    expect(noteQuery('，。')).toBeUndefined();
    expect(noteQuery("时效' | x")).toBe("'时效' & 'x'");
  });

  it('indexes a Markdown note by its words: marks neither break pairs nor become words', () => {
    const vector = noteVector({
      quote: '',
      text: '诉**讼时**效\n\n1. 善意~~取得~~\n2. `占有` \\*改定\\*',
    });
    for (const pair of ['诉讼', '讼时', '时效', '善意', '意取', '取得', '占有', '改定']) {
      expect(vector).toContain(`'${pair}'`);
    }
    expect(vector).not.toMatch(/'[12]'/u);
  });
});
