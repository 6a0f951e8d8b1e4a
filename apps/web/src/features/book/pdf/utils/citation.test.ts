import { describe, expect, it } from 'vitest';
import { citationLine, withCitation } from './citation';

describe('citation', () => {
  it('names the book and the page', () => {
    expect(citationLine('中华人民共和国宪法', 12)).toBe('——《中华人民共和国宪法》第 12 页');
  });

  it('puts the citation on its own line after the selected text', () => {
    expect(withCitation('  国家尊重和保障人权。\n', '宪法', 3)).toBe(
      '国家尊重和保障人权。\n——《宪法》第 3 页',
    );
  });

  it('adds nothing to a blank selection', () => {
    expect(withCitation(' \n ', '宪法', 3)).toBeNull();
  });
});
