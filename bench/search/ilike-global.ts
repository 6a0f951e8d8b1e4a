import { sql, type SQL } from 'drizzle-orm';
import { HITS_PER_TAB_IN_ALL } from '@yzfk/contract/calls/search';
import type { TDb } from '@yzfk/server/platform/db/database';
import { queryTerms } from '@yzfk/server/platform/search/chinese-tokens';
import type { TQueryMode } from '@yzfk/server/platform/search/ts-literals';

/** `column ILIKE '%term%'` for every term, all required. */
function allTerms(column: SQL, terms: string[]): SQL {
  return sql.join(
    terms.map((term) => sql`${column} ILIKE ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql` AND `,
  );
}

/**
 * The naive baseline of the global search's 全部 tab: what it answers (every tab's count and
 * its first few hits) found by scanning with ILIKE instead of the indexes: law titles, article
 * texts and every row of the other types, one query per tab, all at once as the service runs
 * its providers.
 */
export async function ilikeGlobalSearch(db: TDb, query: string, mode: TQueryMode) {
  const terms = mode === 'phrase' ? [query] : queryTerms(query);
  const text = sql`array_to_string(a.paragraphs, ' ')`;
  const entry = sql`(e.title || ' ' || e.body)`;
  const limit = HITS_PER_TAB_IN_ALL;
  const tabs: SQL[] = [
    sql`SELECT count(*) OVER () AS total, d.id FROM law_documents d
        WHERE ${allTerms(sql`d.title`, terms)} ORDER BY d.id LIMIT ${limit}`,
    sql`SELECT count(*) OVER () AS total, a.id FROM law_articles a
        WHERE ${allTerms(text, terms)} ORDER BY a.id LIMIT ${limit}`,
    ...['question', 'book', 'course', 'article', 'download'].map(
      (kind) => sql`SELECT count(*) OVER () AS total, e.id FROM search_entries e
        WHERE e.kind = ${kind} AND ${allTerms(entry, terms)} ORDER BY e.id LIMIT ${limit}`,
    ),
  ];
  return Promise.all(tabs.map((statement) => db.execute(statement)));
}
