import { asc, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { examPapers, type TFrozenQuestion } from './exam.schema';

/** SQL that reads and rewrites the law links of exam papers' frozen questions. */
export function createFrozenLawRefsRepository() {
  return {
    /** A batch of papers with their frozen questions, by id after `afterId`. */
    async batchAfter(db: TDb, afterId: number, limit: number) {
      return db
        .select({ id: examPapers.id, questions: examPapers.questions })
        .from(examPapers)
        .where(gt(examPapers.id, afterId))
        .orderBy(asc(examPapers.id))
        .limit(limit);
    },

    /** Rewrites a paper's frozen questions (the caller changed only their law links). */
    async setQuestions(tx: TDb, id: number, questions: TFrozenQuestion[]): Promise<void> {
      await tx.update(examPapers).set({ questions }).where(eq(examPapers.id, id));
    },
  };
}
