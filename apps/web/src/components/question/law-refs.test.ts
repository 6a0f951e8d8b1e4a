import { describe, expect, it } from 'vitest';
import { lawRefArticle, lawRefArticles } from './law-refs';

describe('law refs: the articles a panel asks for', () => {
  const ref = (lawId: number | null, articleOrdinal: number | null) => ({
    lawTitle: '中华人民共和国刑法',
    articleNumber: '第二十条',
    lawId,
    articleOrdinal,
  });

  it('names an article only when the library has its law and its place', () => {
    expect(lawRefArticle(ref(3, 4))).toEqual({ lawId: 3, ordinal: 4 });
    expect(lawRefArticle(ref(3, null))).toBeNull();
    expect(lawRefArticle(ref(null, null))).toBeNull();
  });

  it('lists each cited article once, in the order cited', () => {
    expect(lawRefArticles([ref(3, 4), ref(7, 586), ref(3, null), ref(3, 4)])).toEqual([
      { lawId: 3, ordinal: 4 },
      { lawId: 7, ordinal: 586 },
    ]);
  });
});
