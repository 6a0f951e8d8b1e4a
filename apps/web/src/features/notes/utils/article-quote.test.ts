import { describe, expect, it } from 'vitest';
import { articleQuote } from './article-quote';

describe('articleQuote', () => {
  it('quotes the number and the first words, cut with an ellipsis', () => {
    expect(articleQuote('第一条', '为了保护民事主体的合法权益。')).toBe(
      '第一条 为了保护民事主体的合法权益。',
    );
    expect(articleQuote('第二条', '甲'.repeat(40))).toBe(`第二条 ${'甲'.repeat(30)}…`);
    expect(articleQuote(null, '  无编号  ')).toBe('无编号');
  });
});
