import type { TDb } from '../../platform/db/database';
import { keysetBatches } from '../../platform/db/keyset-batches';
import { createFrozenLawRefsRepository } from './frozen-law-refs.repository';
import type { TFrozenLawRef } from './exam.schema';

// A paper's questions are frozen when the exam is created, their law references with them. When
// the law database changes under them (the real library retiring the demo's sample laws), only
// the links of those references (lawId, articleOrdinal) follow: title, number and every text of
// the question stay as they were frozen.

/** Papers read and relinked per transaction (a paper holds up to a few hundred questions). */
const RELINK_BATCH = 50;

const repository = createFrozenLawRefsRepository();

/** Links law references by title and article number (the question bank's linker, wired in). */
export type TLinkLawRefs = (
  refs: Pick<TFrozenLawRef, 'lawTitle' | 'articleNumber'>[],
) => Promise<(ref: Pick<TFrozenLawRef, 'lawTitle' | 'articleNumber'>) => TFrozenLawRef>;

function sameLink(a: TFrozenLawRef, b: TFrozenLawRef): boolean {
  return a.lawId === b.lawId && a.articleOrdinal === b.articleOrdinal;
}

/**
 * Links the law references of every paper's frozen questions again, in batches; rewrites only
 * papers whose links changed. Idempotent; answers how many papers changed.
 */
export async function relinkFrozenLawRefs(
  db: TDb,
  link: TLinkLawRefs,
  batchSize = RELINK_BATCH,
): Promise<number> {
  let changed = 0;
  const read = (afterId: number, limit: number) => repository.batchAfter(db, afterId, limit);
  for await (const batch of keysetBatches(read, batchSize)) {
    const linkOf = await link(
      batch.flatMap((paper) => paper.questions.flatMap((question) => question.lawRefs)),
    );
    const updates = batch.flatMap((paper) => {
      let moved = false;
      const questions = paper.questions.map((question) => ({
        ...question,
        lawRefs: question.lawRefs.map((ref) => {
          const linked = linkOf(ref);
          if (sameLink(ref, linked)) return ref;
          moved = true;
          return { ...ref, lawId: linked.lawId, articleOrdinal: linked.articleOrdinal };
        }),
      }));
      return moved ? [{ id: paper.id, questions }] : [];
    });
    if (updates.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const update of updates) await repository.setQuestions(tx, update.id, update.questions);
    });
    changed += updates.length;
  }
  return changed;
}
