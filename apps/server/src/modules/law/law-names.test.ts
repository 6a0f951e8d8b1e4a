import { describe, expect, it } from 'vitest';
import { lawNameIndex, lawShortNames } from './law-names';

describe('the short names of a law', () => {
  it('are derived from its title: without 中华人民共和国, and the initials of a code', () => {
    expect(lawShortNames('中华人民共和国刑法')).toEqual(['中华人民共和国刑法', '刑法']);
    expect(lawShortNames('中华人民共和国刑事诉讼法')).toEqual(
      expect.arrayContaining(['刑事诉讼法', '刑诉法', '刑诉', '刑事诉讼']),
    );
    expect(lawShortNames('中华人民共和国民事诉讼法')).toContain('民诉法');
    expect(lawShortNames('中华人民共和国行政诉讼法')).toContain('行诉法');
    expect(lawShortNames('工伤保险条例')).toEqual(['工伤保险条例']);
  });

  it('point to every law that shares them, the first listed first', () => {
    const index = lawNameIndex([
      { title: '中华人民共和国刑事诉讼法' },
      { title: '中华人民共和国民事诉讼法' },
    ]);
    expect(index.get('刑诉法')).toEqual(['中华人民共和国刑事诉讼法']);
    expect(index.get('民事诉讼法')).toEqual(['中华人民共和国民事诉讼法']);
  });
});
