import { describe, expect, it } from 'vitest';
import { tokenize } from './chinese-tokens';
import { highlightTerms, markTerms, snippetOf } from './highlight';
import { tsqueryLiteral, tsvectorLiteral } from './ts-literals';

describe('tokenize', () => {
  it('makes overlapping Han pairs at character positions, and Latin/digit words', () => {
    expect(tokenize('诉讼时效，第3条 ABC')).toEqual([
      { lexeme: '诉讼', position: 1 },
      { lexeme: '讼时', position: 2 },
      { lexeme: '时效', position: 3 },
      { lexeme: '第', position: 6 },
      { lexeme: '3', position: 7 },
      { lexeme: '条', position: 8 },
      { lexeme: 'abc', position: 10 },
    ]);
  });
});

describe('tsvectorLiteral', () => {
  it('weights each field and never lets a phrase span two fields', () => {
    expect(
      tsvectorLiteral([
        { text: '刑法', weight: 'A' },
        { text: '累犯', weight: 'D' },
      ]),
    ).toBe("'刑法':1A '累犯':5");
  });
});

describe('tsqueryLiteral', () => {
  it('matches a two-character term as one pair and a longer one as a phrase of pairs', () => {
    expect(tsqueryLiteral('累犯', 'all')).toBe("'累犯'");
    expect(tsqueryLiteral('诉讼时效', 'all')).toBe("('诉讼' <1> '讼时' <1> '时效')");
  });

  it('needs every term in mode all, and the text as typed in mode phrase', () => {
    expect(tsqueryLiteral('离婚 子女', 'all')).toBe("'离婚' & '子女'");
    expect(tsqueryLiteral('离婚 子女', 'phrase')).toBe("('离婚' <1> '婚子' <1> '子女')");
  });

  it('splits a long term into words', () => {
    const literal = tsqueryLiteral('诉讼时效期间届满', 'all') ?? '';
    expect(literal.split(' & ').length).toBeGreaterThan(1);
  });

  it('keeps operators and quotes typed by users out of the query syntax', () => {
    expect(tsqueryLiteral("累犯 & | ! <-> ':* (", 'all')).toBe("'累犯'");
    expect(tsqueryLiteral("'; DROP TABLE law_documents; --", 'all')).toBe(
      "'drop' & 'table' & 'law' & 'documents'",
    );
  });

  it('has nothing to search in punctuation', () => {
    expect(tsqueryLiteral('，。！？…', 'all')).toBeUndefined();
    expect(tsqueryLiteral('   ', 'phrase')).toBeUndefined();
  });
});

describe('highlighting', () => {
  it('marks every occurrence of the terms', () => {
    expect(markTerms('累犯应当从重处罚，累犯', ['累犯'])).toEqual([
      { text: '累犯', hit: true },
      { text: '应当从重处罚，', hit: false },
      { text: '累犯', hit: true },
    ]);
  });

  it('cuts a snippet around the first match with ellipses', () => {
    const text = `${'甲'.repeat(200)}累犯${'乙'.repeat(200)}`;
    const parts = snippetOf(text, highlightTerms('累犯', 'all'), 60);
    expect(parts.some((part) => part.hit && part.text === '累犯')).toBe(true);
    expect(parts[0]?.text.startsWith('…')).toBe(true);
    expect(parts.at(-1)?.text.endsWith('…')).toBe(true);
  });
});

describe('exact phrases', () => {
  it('keep punctuation in its place, as in the text', () => {
    expect(tsqueryLiteral('另有规定的，依照', 'phrase')).toBe(
      "('另有' <1> '有规' <1> '规定' <1> '定的' <3> '依照')",
    );
    expect(highlightTerms('另有规定的， 依照', 'phrase')).toEqual(['另有规定的，依照']);
  });
});
