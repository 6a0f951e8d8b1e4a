import { sql } from 'drizzle-orm';
import type { TDb } from '@yzfk/server/platform/db/database';
import { createLawImportRepository } from '@yzfk/server/modules/law/law-import.repository';

/**
 * Adds synthetic copies of the imported corpus (documents and articles, vectors included) so
 * that the table holds `factor` times as much. The search indexes are rebuilt once at the end.
 */
export async function growCorpus(db: TDb, factor: number): Promise<void> {
  const repository = createLawImportRepository();
  await repository.dropSearchIndexes(db);
  for (let copy = 1; copy < factor; copy++) {
    const suffix = `#copy${copy}`;
    await db.execute(sql`
      INSERT INTO law_documents (source_key, content_hash, title, subtitle, level, category,
        subcategory, issuing_body, published_at, effective_at, status, expired, is_trial,
        version_group, history, toc, article_count, rank_weight, is_sample, title_vector)
      SELECT source_key || ${suffix}, content_hash, title, subtitle, level, category,
        subcategory, issuing_body, published_at, effective_at, status, expired, is_trial,
        version_group || ${suffix}, history, toc, article_count, rank_weight, is_sample, title_vector
      FROM law_documents WHERE source_key NOT LIKE '%#copy%'`);
    await db.execute(sql`
      INSERT INTO law_articles (law_id, ordinal, number, kind, headings, paragraphs, char_count,
        opens_section, level, category, status, rank_weight, search_vector, head_vector)
      SELECT c.id, a.ordinal, a.number, a.kind, a.headings, a.paragraphs, a.char_count,
        a.opens_section, a.level, a.category, a.status, a.rank_weight, a.search_vector, a.head_vector
      FROM law_articles a
      JOIN law_documents o ON o.id = a.law_id AND o.source_key NOT LIKE '%#copy%'
      JOIN law_documents c ON c.source_key = o.source_key || ${suffix}`);
  }
  await repository.createSearchIndexes(db);
  await repository.analyze(db);
}
