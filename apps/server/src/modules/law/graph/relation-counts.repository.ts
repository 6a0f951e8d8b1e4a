import { and, count, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { lawArticles, lawDocuments } from '../law.schema';
import { lawCitations } from './law-graph.schema';

/** SQL that counts the law graph's edges per article of a whole law (the law page's badges). */
export function createRelationCountsRepository(db: TDb) {
  return {
    /** Whether a law (any version, retired or not) is stored. */
    async lawExists(lawId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: lawDocuments.id })
        .from(lawDocuments)
        .where(eq(lawDocuments.id, lawId));
      return row !== undefined;
    },

    /**
     * How many articles cite each article of a law, by the citing text's kind: one grouped
     * read over the law's articles (their law id index) and their edges (the cited index), so a
     * law of 1,260 articles is one statement, not one per article.
     */
    async citedCounts(lawId: number) {
      return db
        .select({ ordinal: lawArticles.ordinal, kind: lawCitations.kind, count: count() })
        .from(lawArticles)
        .innerJoin(lawCitations, eq(lawCitations.citedArticleId, lawArticles.id))
        .where(eq(lawArticles.lawId, lawId))
        .groupBy(lawArticles.ordinal, lawCitations.kind);
    },

    /**
     * How many articles of other documents each article of a law cites (an interpretation's
     * articles applying statutes), through the edges' primary key (citing article first).
     */
    async applyingCounts(lawId: number) {
      return db
        .select({ ordinal: lawArticles.ordinal, count: count() })
        .from(lawArticles)
        .innerJoin(lawCitations, eq(lawCitations.citingArticleId, lawArticles.id))
        .where(and(eq(lawArticles.lawId, lawId), ne(lawCitations.kind, 'internal')))
        .groupBy(lawArticles.ordinal);
    },
  };
}

export type TRelationCountsRepository = ReturnType<typeof createRelationCountsRepository>;
