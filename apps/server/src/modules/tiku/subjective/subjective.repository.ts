import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { questionBanks, questions, subjectiveAttempts, subjects } from '../question.schema';

// SQL of subjective practice: the subjective questions of readable banks, and each user's
// typed attempts with their self-grading.

export type TAttemptRow = typeof subjectiveAttempts.$inferSelect;

/** SQL that lists subjective questions and stores attempts and grades. */
export function createSubjectiveRepository(db: TDb) {
  return {
    /** One page of subjective questions (free banks only unless `includePaid`) and the total. */
    async list(query: { includePaid: boolean; subjectId?: number; offset: number; limit: number }) {
      const where = and(
        eq(questions.type, 'subjective'),
        query.includePaid ? undefined : eq(questionBanks.isFree, true),
        query.subjectId === undefined ? undefined : eq(questions.subjectId, query.subjectId),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ question: questions, subjectName: subjects.name })
          .from(questions)
          .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
          .innerJoin(subjects, eq(subjects.id, questions.subjectId))
          .where(where)
          .orderBy(
            asc(questionBanks.ordinal),
            asc(subjects.ordinal),
            sql`${questions.sourceYear} DESC NULLS LAST`,
            asc(questions.ordinal),
            asc(questions.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(questions)
          .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Per question, how many attempts the user made and the best graded score. */
    attemptSummaries(userId: number, questionIds: number[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          questionId: subjectiveAttempts.questionId,
          count: sql<number>`count(*)::int`,
          best: sql<number | null>`max(${subjectiveAttempts.score})::int`,
        })
        .from(subjectiveAttempts)
        .where(
          and(
            eq(subjectiveAttempts.userId, userId),
            inArray(subjectiveAttempts.questionId, questionIds),
          ),
        )
        .groupBy(subjectiveAttempts.questionId);
    },

    /** The user's attempts on a question, newest first. */
    attemptsOf(userId: number, questionId: number): Promise<TAttemptRow[]> {
      return db
        .select()
        .from(subjectiveAttempts)
        .where(
          and(eq(subjectiveAttempts.userId, userId), eq(subjectiveAttempts.questionId, questionId)),
        )
        .orderBy(desc(subjectiveAttempts.createdAt), desc(subjectiveAttempts.id));
    },

    async insertAttempt(fields: {
      userId: number;
      questionId: number;
      answers: string[];
      maxScore: number;
      createdAt: Date;
    }): Promise<TAttemptRow> {
      const [row] = await db.insert(subjectiveAttempts).values(fields).returning();
      if (!row) throw new Error('subjective attempt not inserted');
      return row;
    },

    /** An attempt of the user with its question's sub-questions; undefined for anyone else's. */
    async findOwnAttempt(attemptId: number, userId: number) {
      const [row] = await db
        .select({ attempt: subjectiveAttempts, subQuestions: questions.subQuestions })
        .from(subjectiveAttempts)
        .innerJoin(questions, eq(questions.id, subjectiveAttempts.questionId))
        .where(and(eq(subjectiveAttempts.id, attemptId), eq(subjectiveAttempts.userId, userId)));
      return row;
    },

    /** Replaces the grade of the user's attempt (re-grading overwrites); undefined if gone. */
    async saveGrade(
      key: { attemptId: number; userId: number },
      grade: { achieved: number[][]; score: number; gradedAt: Date },
    ): Promise<TAttemptRow | undefined> {
      const [row] = await db
        .update(subjectiveAttempts)
        .set(grade)
        .where(
          and(eq(subjectiveAttempts.id, key.attemptId), eq(subjectiveAttempts.userId, key.userId)),
        )
        .returning();
      return row;
    },
  };
}

export type TSubjectiveRepository = ReturnType<typeof createSubjectiveRepository>;
