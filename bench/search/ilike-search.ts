import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@yzfk/server/platform/db/database';
import { queryTerms } from '@yzfk/server/platform/search/chinese-tokens';
import type { TQueryMode } from '@yzfk/server/platform/search/ts-literals';

/**
 * The naive baseline: every article scanned with ILIKE '%term%' over title, headings and
 * text, all matching rows ranked the same way (heading/title bonus, section opener, length,
 * law weight), top 10.
 */
export async function ilikeSearch(db: TDb, query: string, mode: TQueryMode): Promise<number[]> {
  const terms = mode === 'phrase' ? [query] : queryTerms(query);
  const text = sql`array_to_string(a.paragraphs, ' ')`;
  const head = sql`(d.title || ' ' || array_to_string(a.headings, ' '))`;
  const matches: SQL[] = terms.map((term) => {
    const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
    return sql`(${text} ILIKE ${pattern} OR ${head} ILIKE ${pattern})`;
  });
  const headHits: SQL[] = terms.map((term) => sql`${head} ILIKE ${`%${term}%`}`);
  const result: unknown = await db.execute(sql`
    SELECT a.id FROM law_articles a JOIN law_documents d ON d.id = a.law_id
    WHERE ${sql.join(matches, sql` AND `)}
    ORDER BY (
      1.0 / (1 + ln(1 + a.char_count / 300.0))
      + CASE WHEN ${sql.join(headHits, sql` AND `)}
          THEN 1 + CASE WHEN a.opens_section THEN 0.5 ELSE 0 END ELSE 0 END
    ) * a.rank_weight DESC, a.id
    LIMIT 10`);
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}
