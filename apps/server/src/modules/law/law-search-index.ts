import { tsvectorLiteral } from '../../platform/search/ts-literals';

// What the search module stores for laws: the vectors of a title and of an article.

/** The tsvector literal of a law's title (and subtitle), for title searches. */
export function lawTitleVector(title: string, subtitle: string | null): string {
  return tsvectorLiteral([{ text: [title, subtitle ?? ''].join(' '), weight: 'A' }]);
}

/** The vectors of one article: everything (title A, headings B, text D) and the head only. */
export function lawArticleVectors(
  title: string,
  headings: string[],
  paragraphs: string[],
): { searchVector: string; headVector: string } {
  const head = [
    { text: title, weight: 'A' as const },
    { text: headings.join(' '), weight: 'B' as const },
  ];
  return {
    searchVector: tsvectorLiteral([...head, { text: paragraphs.join('\n'), weight: 'D' }]),
    headVector: tsvectorLiteral(head),
  };
}
