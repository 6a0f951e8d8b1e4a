import type { TDb } from '../../platform/db/database';
import { createLawRepository } from './law.repository';

/**
 * Finds laws by title and their articles by number, on a connection or a transaction: how other
 * modules (the question importer) link references to the law database without its tables.
 */
export function createLawLookup(db: TDb) {
  const laws = createLawRepository(db);
  return {
    /** Law documents with one of these titles: id, title, status, publishedAt. */
    findLawsByTitle: (titles: string[]) => laws.findByTitles(titles),
    /** Articles of some laws by their numbers (第一百八十八条): lawId, number, ordinal. */
    findArticles: (lawIds: number[], numbers: string[]) =>
      laws.findArticleOrdinals(lawIds, numbers),
  };
}

export type TLawLookup = ReturnType<typeof createLawLookup>;
