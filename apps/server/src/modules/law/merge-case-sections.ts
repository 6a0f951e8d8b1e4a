import type { TParsedArticle } from './parse-law-markdown';

/**
 * A case file has sections (基本案情, 裁判要点…), not articles: its numbered points (一、二、)
 * are joined back into their section's text, so that a search finds a section once, named by
 * the case and the section, rather than each point as a hit of its own.
 */
export function mergeCaseSections(articles: TParsedArticle[]): {
  articles: TParsedArticle[];
  /** The new ordinal (1-based) of an article's old one, for the table of contents. */
  ordinalOf: (old: number) => number;
} {
  const sections: TParsedArticle[] = [];
  const ordinals: number[] = [];
  for (const article of articles) {
    const paragraphs =
      article.kind === 'item' && article.number
        ? article.paragraphs.map((text, index) =>
            index === 0 ? `${article.number}、${text}` : text,
          )
        : article.paragraphs;
    const last = sections.at(-1);
    if (last && last.headings.join('\0') === article.headings.join('\0')) {
      last.paragraphs = [...last.paragraphs, ...paragraphs];
    } else {
      sections.push({ ...article, number: null, kind: 'text', paragraphs });
    }
    ordinals.push(sections.length);
  }
  return { articles: sections, ordinalOf: (old) => ordinals[old - 1] ?? sections.length };
}
