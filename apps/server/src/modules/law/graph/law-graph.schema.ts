import { boolean, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { ownerRef } from '../../../platform/db/columns';
import { lawArticles, lawDocuments } from '../law.schema';

/**
 * One edge of the law graph: an article that cites another (民法典 interpretation article →
 * 民法典第五百八十六条). Rebuilt from the library's own text at each import (build-law-graph.ts);
 * one edge per pair however often the citing article names it.
 */
export const lawCitations = pgTable(
  'law_citations',
  {
    citingArticleId: ownerRef('citing_article_id', () => lawArticles.id),
    citedArticleId: ownerRef('cited_article_id', () => lawArticles.id),
    // Copied from the articles so that grouping by document needs no join. No foreign keys of
    // their own: the articles' cascade already removes the edge, and a key here would make every
    // document delete scan this table.
    citingLawId: integer('citing_law_id').notNull(),
    citedLawId: integer('cited_law_id').notNull(),
    /** What cites: interpretation, case, law, regulation, other; internal within one document. */
    kind: text('kind').notNull(),
    /**
     * Why the edge exists: `cites`, the citing text names the article; `subject`, inferred from
     * what both articles are about (see build-subject-edges.ts), never stored for a pair that
     * also has a `cites` edge.
     */
    basis: text('basis').notNull().default('cites'),
    /** How strongly a `subject` edge is inferred (0–1); null for `cites`. */
    score: real('score'),
  },
  (table) => [
    primaryKey({ columns: [table.citingArticleId, table.citedArticleId] }),
    index('law_citations_cited_idx').on(table.citedArticleId),
  ],
);

/**
 * A charge name (罪名) and a 刑法 article it belongs to, read from the courts' 确定罪名
 * documents in the library (extract-charges.ts).
 */
export const lawCharges = pgTable(
  'law_charges',
  {
    name: text('name').notNull(),
    articleId: ownerRef('article_id', () => lawArticles.id),
    /** The document that names it. */
    sourceLawId: ownerRef('source_law_id', () => lawDocuments.id),
    /** Abolished by a later document (投毒罪 → 投放危险物质罪): still found, shown as former. */
    abolished: boolean('abolished').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.articleId] }),
    index('law_charges_article_idx').on(table.articleId),
  ],
);
