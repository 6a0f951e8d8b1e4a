import { describe, expect, it } from 'vitest';
import { findInPage, highlightItem } from './search-text';

describe('findInPage', () => {
  it('finds a phrase broken across lines, with context', () => {
    const hits = findInPage(
      7,
      '第三条 中华人民共和国的国家\n机构实行民主集中制的原则。',
      '国家机构',
    );
    expect(hits).toEqual([
      { page: 7, snippet: '第三条中华人民共和国的国家机构实行民主集中制的原则。' },
    ]);
  });

  it('finds every hit on the page and ignores Latin case', () => {
    expect(findInPage(2, 'PDF pdf Pdf', 'pdf')).toHaveLength(3);
  });

  it('finds nothing for a blank query', () => {
    expect(findInPage(1, '宪法', '  ')).toEqual([]);
  });
});

describe('highlightItem', () => {
  it('marks the query and escapes the rest', () => {
    expect(highlightItem('<国家>尊重国家', '国家')).toBe(
      '&#60;<mark class="book-pdf-hit">国家</mark>&#62;尊重<mark class="book-pdf-hit">国家</mark>',
    );
  });

  it('leaves an item without the query as escaped text', () => {
    expect(highlightItem('a&b', '宪法')).toBe('a&#38;b');
  });
});
