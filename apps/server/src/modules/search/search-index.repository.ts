import { eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { searchEntries, searchIndexState } from './search.schema';
import type { TSearchEntry } from '../../platform/search/search-provider';
import { tsvectorLiteral } from '../../platform/search/ts-literals';

/** Rows written per INSERT when a kind is rebuilt. */
const INSERT_BATCH = 500;
/** Most matching rows ranked per query; more are counted as "200+" (ranking reads each vector). */
export const ENTRY_CANDIDATE_CAP = 200;

/** Rows of a raw query (both drivers answer `execute` with `rows`). */
async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export type TEntryRow = {
  ref_id: number;
  title: string;
  body: string;
  tags: string[];
  path: string;
  total: number;
};

/** The search index's table: rebuild a kind, read its signature, match a query. */
export function createSearchIndexRepository(db: TDb) {
  return {
    async signatureOf(kind: string): Promise<string | undefined> {
      const rows = await db
        .select({ signature: searchIndexState.signature })
        .from(searchIndexState)
        .where(eq(searchIndexState.kind, kind));
      return rows[0]?.signature;
    },

    /** Replaces every entry of a kind in one transaction, so a search never sees half. */
    async replaceKind(kind: string, signature: string, entries: TSearchEntry[]): Promise<void> {
      await db.transaction(async (tx) => {
        // Two processes rebuilding the same kind take turns (the second then finds it done).
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`search_entries:${kind}`}))`);
        const current = await tx
          .select({ signature: searchIndexState.signature })
          .from(searchIndexState)
          .where(eq(searchIndexState.kind, kind));
        if (current[0]?.signature === signature) return;
        await tx.delete(searchEntries).where(eq(searchEntries.kind, kind));
        for (let start = 0; start < entries.length; start += INSERT_BATCH) {
          await tx.insert(searchEntries).values(
            entries.slice(start, start + INSERT_BATCH).map((entry) => ({
              kind,
              refId: entry.refId,
              title: entry.title,
              body: entry.body,
              tags: entry.tags,
              path: entry.path,
              vector: tsvectorLiteral([
                { text: entry.title, weight: 'A' },
                { text: entry.body, weight: 'D' },
              ]),
            })),
          );
        }
        await tx
          .insert(searchIndexState)
          .values({ kind, signature })
          .onConflictDoUpdate({ target: searchIndexState.kind, set: { signature } });
      });
    },

    /**
     * A page of the kinds' entries matching a tsquery literal, best first: the GIN index finds
     * at most ENTRY_CANDIDATE_CAP candidates, which are ranked (title matches weigh most).
     */
    async match(kinds: string[], literal: string, offset: number, limit: number) {
      const kindIn = sql`kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`;
      const rows = await selectRows<TEntryRow>(
        db,
        sql`
        WITH q AS (SELECT ${literal}::tsquery AS q),
        candidates AS (
          SELECT id FROM search_entries, q
          WHERE ${kindIn} AND vector @@ q.q
          LIMIT ${ENTRY_CANDIDATE_CAP}
        ),
        ranked AS (
          SELECT e.id, ts_rank('{0.1, 0.2, 0.4, 1.0}', e.vector, q.q) AS score,
                 count(*) OVER () AS total
          FROM candidates c JOIN search_entries e ON e.id = c.id, q
          ORDER BY score DESC, e.ref_id
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT e.ref_id, e.title, e.body, e.tags, e.path, r.total::int AS total
        FROM ranked r JOIN search_entries e ON e.id = r.id
        ORDER BY r.score DESC, e.ref_id`,
      );
      const total =
        rows[0]?.total ??
        (offset > 0
          ? ((
              await selectRows<{ n: number }>(
                db,
                sql`SELECT count(*)::int AS n FROM (
                  SELECT 1 FROM search_entries
                  WHERE ${kindIn} AND vector @@ ${literal}::tsquery
                  LIMIT ${ENTRY_CANDIDATE_CAP}) c`,
              )
            )[0]?.n ?? 0)
          : 0);
      return { total, capped: total >= ENTRY_CANDIDATE_CAP, rows };
    },
  };
}

export type TSearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;
