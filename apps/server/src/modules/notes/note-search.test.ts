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
});
