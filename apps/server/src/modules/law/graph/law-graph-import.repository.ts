import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { lawArticles, lawDocuments } from '../law.schema';
import { lawCharges, lawCitations } from './law-graph.schema';

export type TNewLawCitation = typeof lawCitations.$inferInsert;
export type TNewLawCharge = typeof lawCharges.$inferInsert;

/** Rows per multi-row INSERT (7 values each: well under the 65,535 parameter limit). */
const EDGE_BATCH = 2_000;

/** SQL that reads the library for the graph and writes the graph. */
export function createLawGraphImportRepository() {
  return {
    /** Every real document (not the demo's samples), with what resolution needs. */
    async listDocuments(db: TDb) {
      return db
        .select({
          id: lawDocuments.id,
          title: lawDocuments.title,
          versionGroup: lawDocuments.versionGroup,
          level: lawDocuments.level,
          publishedAt: lawDocuments.publishedAt,
          effectiveAt: lawDocuments.effectiveAt,
          status: lawDocuments.status,
        })
        .from(lawDocuments)
        .where(eq(lawDocuments.isSample, false));
    },

    /**
     * The numbered articles of every real document, what references resolve to: its 第X条, or
     * the items 一、二、 of a document that has no 第X条 (an amending law: 刑法修正案（九）第七条
     * is its item 七). The parser gives a document one or the other, never both. With
     * `lawIds`, only those documents' (what our own articles cite: content-citations.ts).
     */
    async listNumberedArticles(db: TDb, lawIds?: number[]) {
      if (lawIds?.length === 0) return [];
      return db
        .select({
          id: lawArticles.id,
          lawId: lawArticles.lawId,
          number: lawArticles.number,
          ordinal: lawArticles.ordinal,
        })
        .from(lawArticles)
        .where(
          and(
            inArray(lawArticles.kind, ['article', 'item']),
            eq(lawArticles.isSample, false),
            lawIds ? inArray(lawArticles.lawId, lawIds) : undefined,
          ),
        );
    },

    /**
     * The articles that may cite one (their text holds a 第 before a 条) or name what others
     * cite (以下简称), with their paragraphs
     * joined by line breaks. Filtered and joined in SQL: about one article in nine passes, and
     * one text decodes several times faster than an array of them.
     */
    async listCitingArticles(db: TDb) {
      const text = sql<string>`array_to_string(${lawArticles.paragraphs}, E'\n')`;
      return db
        .select({ id: lawArticles.id, lawId: lawArticles.lawId, number: lawArticles.number, text })
        .from(lawArticles)
        .where(
          and(
            eq(lawArticles.isSample, false),
            // 以下简称: a preamble that names what later articles cite (《解释》第七条).
            sql`(${text} LIKE '%第%条%' OR ${text} LIKE '%以下%称%')`,
          ),
        )
        .orderBy(asc(lawArticles.id));
    },

    /**
     * The numbered articles of the given documents with their innermost heading and text: the
     * neighbours the subject rule compares (subject-edges.ts).
     */
    async listArticlesOfLaws(db: TDb, lawIds: number[]) {
      if (lawIds.length === 0) return [];
      const text = sql<string>`array_to_string(${lawArticles.paragraphs}, E'\n')`;
      const section = sql<string>`coalesce(${lawArticles.headings}[array_length(${lawArticles.headings}, 1)], '')`;
      return db
        .select({
          id: lawArticles.id,
          lawId: lawArticles.lawId,
          ordinal: lawArticles.ordinal,
          section,
          text,
        })
        .from(lawArticles)
        .where(and(inArray(lawArticles.lawId, lawIds), eq(lawArticles.kind, 'article')));
    },

    /**
     * Replaces the whole graph in one transaction: readers see the old graph or the new one,
     * and an import run twice leaves the same rows.
     */
    async replaceGraph(
      db: TDb,
      citations: TNewLawCitation[],
      charges: TNewLawCharge[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(lawCitations);
        await tx.delete(lawCharges);
        for (let start = 0; start < citations.length; start += EDGE_BATCH) {
          const values = citations
            .slice(start, start + EDGE_BATCH)
            .map(
              (row) =>
                sql`(${row.citingArticleId}, ${row.citedArticleId}, ${row.citingLawId}, ${row.citedLawId}, ${row.kind}, ${row.basis ?? 'cites'}, ${row.score ?? null})`,
            );
          await tx.execute(
            sql`INSERT INTO law_citations (citing_article_id, cited_article_id, citing_law_id, cited_law_id, kind, basis, score) VALUES ${sql.join(values, sql`, `)}`,
          );
        }
        if (charges.length > 0) await tx.insert(lawCharges).values(charges);
      });
      await db.execute(sql`ANALYZE law_citations`);
    },
  };
}
