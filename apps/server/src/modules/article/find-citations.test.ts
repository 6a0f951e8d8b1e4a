import { describe, expect, it } from 'vitest';
import { citationStart, findCitations, type TCitation } from './find-citations';

/** The text a citation covers once its name is chosen. */
function covered(text: string, citation: TCitation | undefined, name: string): string {
  if (!citation) throw new Error('no citation found');
  return text.slice(citationStart(citation, name), citation.end);
}

describe('findCitations', () => {
  it('finds a bracketed citation with its full title and number', () => {
    const text = '依照《民法典》第一百八十八条，诉讼时效为三年。';
    const [citation] = findCitations(text);
    expect(citation).toMatchObject({
      number: '第一百八十八条',
      bracketed: true,
      names: ['民法典'],
    });
    expect(covered(text, citation, '民法典')).toBe('《民法典》第一百八十八条');
  });

  it('keeps the long official title', () => {
    const [citation] = findCitations('《中华人民共和国刑法》第二十条规定了正当防卫。');
    expect(citation?.names).toEqual(['中华人民共和国刑法']);
    expect(citation?.number).toBe('第二十条');
  });

  it('offers every short name before a bare number, longest first', () => {
    const text = '依照刑法第二十条';
    const [citation] = findCitations(text);
    expect(citation?.bracketed).toBe(false);
    expect(citation?.names).toEqual(['依照刑法', '照刑法', '刑法']);
    expect(covered(text, citation, '刑法')).toBe('刑法第二十条');
  });

  it('reads 之一 as part of the number', () => {
    const [citation] = findCitations('刑法第一百二十条之一规定了帮助恐怖活动罪。');
    expect(citation?.number).toBe('第一百二十条之一');
  });

  it('reads large numerals such as 第一千零八十四条', () => {
    const found = findCitations('《民法典》第一千零八十四条和刑法第三条');
    expect(found.map((citation) => citation.number)).toEqual(['第一千零八十四条', '第三条']);
  });

  it('ignores numbers that no law name precedes', () => {
    expect(findCitations('见第二十条。本条第三款')).toEqual([]);
    expect(findCitations('、第一百九十五条')).toEqual([]);
  });
});
