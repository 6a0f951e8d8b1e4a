import type { TDb } from '../../../platform/db/database';
import { keysetBatches } from '../../../platform/db/keyset-batches';
import { linkLawRefs } from './link-law-refs';
import { createQuestionLawRefsRepository } from './question-law-refs.repository';
import type { TQuestionLawRef } from '../question.schema';

// After the law database changes under the questions (the real library retiring the demo's
// sample laws), each reference is linked again by its title and article number, as the import
// links it: references to a retired sample then lead to the real law and article.

/** Questions read and relinked per transaction. */
const RELINK_BATCH = 500;

const repository = createQuestionLawRefsRepository();

/** Whether two lists of references link the same (compared by field: jsonb reorders keys). */
function sameLinks(a: TQuestionLawRef[], b: TQuestionLawRef[]): boolean {
  return (
    a.length === b.length &&
    a.every((ref, index) => {
      const other = b[index];
      return ref.lawId === other?.lawId && ref.articleOrdinal === other.articleOrdinal;
    })
  );
}

/**
 * Links every question's law references again, in batches; rewrites only those whose links
 * changed. Idempotent; answers how many questions changed.
 */
export async function relinkQuestionLawRefs(db: TDb, batchSize = RELINK_BATCH): Promise<number> {
  let changed = 0;
  const read = (afterId: number, limit: number) => repository.batchAfter(db, afterId, limit);
  for await (const batch of keysetBatches(read, batchSize)) {
    const link = await linkLawRefs(
      db,
      batch.flatMap((row) => row.lawRefs),
    );
    const updates = batch.flatMap((row) => {
      const lawRefs = row.lawRefs.map(link);
      return sameLinks(lawRefs, row.lawRefs) ? [] : [{ id: row.id, lawRefs }];
    });
    if (updates.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const update of updates) await repository.setLawRefs(tx, update.id, update.lawRefs);
    });
    changed += updates.length;
  }
  return changed;
}
