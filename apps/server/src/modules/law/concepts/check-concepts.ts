import { createConceptRepository } from './concept.repository';
import { normaliseConceptTerm, type TConceptRow } from './concept-file';
import type { TDb } from '../../../platform/db/database';

/** A concept article that the imported laws do not bear out. */
export type TConceptProblem = { name: string; law: string; number: string; reason: string };

/**
 * Checks every concept against the imported laws: each article must exist and contain the
 * concept, one of its synonyms, or the entry's quote (doctrinal names such as 情势变更 are not
 * in the statute's words; the quote then proves the mapping).
 */
export async function checkConcepts(db: TDb, rows: TConceptRow[]): Promise<TConceptProblem[]> {
  const concepts = createConceptRepository(db);
  const problems: TConceptProblem[] = [];
  for (const row of rows) {
    const found = await concepts.resolve(row.articles);
    const byPosition = new Map(found.map((article) => [article.position, article]));
    row.articles.forEach((article, position) => {
      const resolved = byPosition.get(position);
      const problem = { name: row.name, law: article.law, number: article.number };
      if (!resolved) {
        problems.push({ ...problem, reason: '找不到该条文' });
        return;
      }
      const text = normaliseConceptTerm(resolved.paragraphs.join(''));
      const quote = row.quotes[position];
      const borne =
        row.terms.some((term) => text.includes(term)) ||
        (quote !== undefined && text.includes(normaliseConceptTerm(quote)));
      if (!borne) problems.push({ ...problem, reason: '条文中没有该概念、同义词或引文' });
    });
  }
  return problems;
}
