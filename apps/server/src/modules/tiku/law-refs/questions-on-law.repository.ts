import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { questions, questionStats } from '../question.schema';

/** A linked question as the law page lists it, with the caller's last result. */
export type TQuestionOnLaw = {
  id: number;
  bankId: number;
  type: string;
  stemText: string;
  sourceYear: number | null;
  /** Null when the caller never answered it (or is a visitor). */
  lastCorrect: boolean | null;
};

/** Questions whose law references hold all of `ref`'s fields (jsonb containment). */
function refersTo(ref: { lawId: number; articleOrdinal?: number }) {
  return sql`${questions.lawRefs} @> ${JSON.stringify([ref])}::jsonb`;
}

/** SQL that finds the questions linked to a law's articles (法条联想's 真题). */
export function createQuestionsOnLawRepository(db: TDb) {
  return {
    /**
     * The law references of every question citing a law. A law has at most a few hundred
     * linked questions, so the references are read and counted per article by the caller; the
     * containment test reads each question's small jsonb once, without unnesting.
     */
    async refsOnLaw(lawId: number) {
      return db
        .select({ id: questions.id, lawRefs: questions.lawRefs })
        .from(questions)
        .where(refersTo({ lawId }));
    },

    /** The questions linked to one article, newest papers first, with the user's last result. */
    async listAt(
      lawId: number,
      ordinal: number,
      userId: number | null,
      limit: number,
    ): Promise<TQuestionOnLaw[]> {
      // A visitor has no records: the join matches nothing (user ids are positive).
      return db
        .select({
          id: questions.id,
          bankId: questions.bankId,
          type: questions.type,
          stemText: questions.stemText,
          sourceYear: questions.sourceYear,
          lastCorrect: questionStats.lastCorrect,
        })
        .from(questions)
        .leftJoin(
          questionStats,
          and(eq(questionStats.questionId, questions.id), eq(questionStats.userId, userId ?? 0)),
        )
        .where(refersTo({ lawId, articleOrdinal: ordinal }))
        .orderBy(sql`${questions.sourceYear} DESC NULLS LAST`, desc(questions.id))
        .limit(limit);
    },
  };
}
