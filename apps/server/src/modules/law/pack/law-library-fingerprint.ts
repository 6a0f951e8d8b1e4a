import { sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { selectRows } from '../select-rows';

/** What a load of the library leaves in the database, summed up to compare two loads. */
export type TLawLibraryFingerprint = {
  documents: number;
  articles: number;
  /** MD5 over every real document's key, hash, level and status, and every article's text. */
  checksum: string;
};

/**
 * Counts and a checksum of the real (non-sample) laws: two loads of one pack, one of them cut
 * short and resumed, must give the same.
 */
export async function lawLibraryFingerprint(db: TDb): Promise<TLawLibraryFingerprint> {
  const [row] = await selectRows<TLawLibraryFingerprint>(
    db,
    sql`
      SELECT (SELECT count(*)::int FROM law_documents WHERE NOT is_sample) AS documents,
             (SELECT count(*)::int FROM law_articles WHERE NOT is_sample) AS articles,
             md5(
               (SELECT coalesce(string_agg(concat_ws('|', source_key, content_hash, level, status,
                                                     article_count), ',' ORDER BY source_key), '')
                  FROM law_documents WHERE NOT is_sample)
               || (SELECT coalesce(string_agg(concat_ws('|', d.source_key, a.ordinal, a.number,
                                                        md5(array_to_string(a.paragraphs, chr(10)))),
                                              ',' ORDER BY d.source_key, a.ordinal), '')
                     FROM law_articles a JOIN law_documents d ON d.id = a.law_id
                    WHERE NOT a.is_sample)
             ) AS checksum`,
  );
  if (!row) throw new Error('no fingerprint row');
  return row;
}
