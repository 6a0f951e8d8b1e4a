import type { TDb } from '../../../platform/db/database';
import defaultConcepts from './concepts.json';
import { readConceptEntries, type TRejectedConcept } from './concept-file';
import { createConceptRepository } from './concept.repository';

export type TConceptImportSummary = { imported: number; rejected: TRejectedConcept[] };

/**
 * Imports a concept file's parsed JSON: usable rows are written (by name, so a second run
 * changes nothing), the others reported with their reason.
 */
export async function importConcepts(db: TDb, json: unknown): Promise<TConceptImportSummary> {
  const { concepts, rejected } = readConceptEntries(json);
  await createConceptRepository(db).upsert(concepts);
  return { imported: concepts.length, rejected };
}

/** The concept file shipped with the server: the demo seed imports it. */
export function seedDefaultConcepts(db: TDb): Promise<TConceptImportSummary> {
  return importConcepts(db, defaultConcepts);
}

export { defaultConcepts };
