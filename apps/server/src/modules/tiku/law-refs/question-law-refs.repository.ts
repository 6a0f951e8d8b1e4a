import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { questions, type TQuestionLawRef } from '../question.schema';

/** SQL that reads and rewrites questions' law references (relink-law-refs.ts). */
export function createQuestionLawRefsRepository() {
  return {
    /** A batch of questions that cite laws, by id after `afterId`. */
    async batchAfter(db: TDb, afterId: number, limit: number) {
      return db
        .select({ id: questions.id, lawRefs: questions.lawRefs })
        .from(questions)
        .where(and(gt(questions.id, afterId), sql`jsonb_array_length(${questions.lawRefs}) > 0`))
        .orderBy(asc(questions.id))
        .limit(limit);
    },

    /** Rewrites one question's law references (nothing else of the question changes). */
    async setLawRefs(tx: TDb, id: number, lawRefs: TQuestionLawRef[]): Promise<void> {
      await tx.update(questions).set({ lawRefs }).where(eq(questions.id, id));
    },
  };
}
