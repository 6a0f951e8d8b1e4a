import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** One defining article of a concept, by law title and article number (第五百三十三条). */
export type TConceptArticle = { law: string; number: string };

/**
 * A doctrinal concept (情势变更) with the words that name it (itself, synonyms, common
 * misspellings, normalised: no spaces, lower case) and its defining articles, in order.
 * Imported from a concept file (docs/concept-format.md); the articles are resolved at search time,
 * so a concept may be imported before its laws.
 */
export const lawConcepts = pgTable('law_concepts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  subject: text('subject').notNull(),
  terms: text('terms').array().notNull(),
  articles: jsonb('articles').$type<TConceptArticle[]>().notNull(),
});
