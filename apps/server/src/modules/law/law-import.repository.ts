import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { lawArticles, lawDocuments } from './law.schema';

export type TNewLawDocument = typeof lawDocuments.$inferInsert;
export type TNewLawArticle = typeof lawArticles.$inferInsert;

/** Rows per multi-row INSERT of articles (well under the 65,535 parameter limit). */
const ARTICLE_BATCH = 250;

/** A PostgreSQL array literal of texts ({"a","b"}), sent as one parameter. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** The GIN indexes of the search vectors, as the migration creates them. */
const SEARCH_INDEXES = [
  ['law_articles_search_vector_idx', 'law_articles', 'search_vector'],
  ['law_articles_head_vector_idx', 'law_articles', 'head_vector'],
  ['law_documents_title_vector_idx', 'law_documents', 'title_vector'],
] as const;

/** SQL that writes imported laws. Each method takes the transaction it runs in. */
export function createLawImportRepository() {
  return {
    /** The stored hash of a document, if it was imported before. */
    async findBySourceKey(
      tx: TDb,
      sourceKey: string,
    ): Promise<{ id: number; contentHash: string } | undefined> {
      const [row] = await tx
        .select({ id: lawDocuments.id, contentHash: lawDocuments.contentHash })
        .from(lawDocuments)
        .where(eq(lawDocuments.sourceKey, sourceKey));
      return row;
    },

    /** Deletes the documents with these source keys (their articles go with them). */
    async deleteBySourceKeys(db: TDb, sourceKeys: string[]): Promise<number> {
      if (sourceKeys.length === 0) return 0;
      const deleted = await db
        .delete(lawDocuments)
        .where(inArray(lawDocuments.sourceKey, sourceKeys))
        .returning({ id: lawDocuments.id });
      return deleted.length;
    },

    /** Inserts or rewrites a document (its id, and so links and favourites, stay). */
    async saveDocument(
      tx: TDb,
      existingId: number | undefined,
      row: TNewLawDocument,
    ): Promise<number> {
      if (existingId !== undefined) {
        await tx.update(lawDocuments).set(row).where(eq(lawDocuments.id, existingId));
        await tx.delete(lawArticles).where(eq(lawArticles.lawId, existingId));
        return existingId;
      }
      const [inserted] = await tx
        .insert(lawDocuments)
        .values(row)
        .returning({ id: lawDocuments.id });
      if (!inserted) throw new Error('insert returned no row');
      return inserted.id;
    },

    /**
     * Inserts a document's articles in multi-row batches. Plain SQL rather than the insert
     * builder: the builder's per-value mapping cost more than the database's own work here.
     */
    async insertArticles(tx: TDb, rows: TNewLawArticle[]): Promise<void> {
      for (let start = 0; start < rows.length; start += ARTICLE_BATCH) {
        const values = rows
          .slice(start, start + ARTICLE_BATCH)
          .map(
            (row) =>
              sql`(${row.lawId}, ${row.ordinal}, ${row.number}, ${row.kind}, ${textArray(row.headings)}::text[], ${textArray(row.paragraphs)}::text[], ${row.charCount}, ${row.opensSection}, ${row.level}, ${row.region ?? null}, ${row.category}, ${row.status}, ${row.rankWeight}, ${row.isSample ?? false}, ${row.searchVector}::tsvector, ${row.headVector}::tsvector)`,
          );
        await tx.execute(
          sql`INSERT INTO law_articles (law_id, ordinal, number, kind, headings, paragraphs, char_count, opens_section, level, region, category, status, rank_weight, is_sample, search_vector, head_vector) VALUES ${sql.join(values, sql`, `)}`,
        );
      }
    },

    /** What status derivation needs of every document. */
    async listVersionFacts(db: TDb) {
      return db
        .select({
          id: lawDocuments.id,
          versionGroup: lawDocuments.versionGroup,
          publishedAt: lawDocuments.publishedAt,
          effectiveAt: lawDocuments.effectiveAt,
          expired: lawDocuments.expired,
          level: lawDocuments.level,
          isSample: lawDocuments.isSample,
          status: lawDocuments.status,
          rankWeight: lawDocuments.rankWeight,
        })
        .from(lawDocuments);
    },

    /** Sets a document's status and weight, and copies them to its articles. */
    async setStatus(tx: TDb, id: number, status: string, rankWeight: number): Promise<void> {
      await tx.update(lawDocuments).set({ status, rankWeight }).where(eq(lawDocuments.id, id));
      await tx.update(lawArticles).set({ status, rankWeight }).where(eq(lawArticles.lawId, id));
    },

    /** The stored hash of every document, by source key. */
    async listHashes(db: TDb): Promise<Map<string, string>> {
      const rows = await db
        .select({ sourceKey: lawDocuments.sourceKey, contentHash: lawDocuments.contentHash })
        .from(lawDocuments);
      return new Map(rows.map((row) => [row.sourceKey, row.contentHash]));
    },

    /**
     * Drops the GIN indexes before a bulk load: building them once at the end is several
     * times faster than updating them row by row. createSearchIndexes puts them back.
     */
    async dropSearchIndexes(db: TDb): Promise<void> {
      for (const [name] of SEARCH_INDEXES)
        await db.execute(sql.raw(`DROP INDEX IF EXISTS "${name}"`));
    },

    /**
     * Creates the GIN indexes when they are missing (after a bulk load, or one cut short), in
     * one transaction with more memory for the build than the default 64 MB.
     */
    async createSearchIndexes(db: TDb): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        for (const [name, table, column] of SEARCH_INDEXES) {
          await tx.execute(
            sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin ("${column}")`),
          );
        }
      });
    },

    /** Refreshes the planner's statistics after a large import. */
    async analyze(db: TDb): Promise<void> {
      await db.execute(sql`ANALYZE law_documents`);
      await db.execute(sql`ANALYZE law_articles`);
    },
  };
}

export type TLawImportRepository = ReturnType<typeof createLawImportRepository>;
