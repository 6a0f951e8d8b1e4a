import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { questionStats, questions, subjects } from '../question.schema';

/** One checked answer of a user. */
export type TCheckedAnswer = { questionId: number; chosen: string[]; isCorrect: boolean };

/**
 * SQL that records checked answers: the user's per-question statistics and the wrong-answer
 * book. Which stage a mistake moves to is decided by the caller (tiku/review-schedule.ts).
 */
export function createPracticeResultsRepository(db: TDb) {
  return {
    /** Adds answers to the user's per-question statistics (insert or add to the row). */
    async addToStats(userId: number, answers: TCheckedAnswer[], at: Date): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insert(questionStats)
        .values(
          answers.map((answer) => ({
            userId,
            questionId: answer.questionId,
            attempts: 1,
            correctAttempts: answer.isCorrect ? 1 : 0,
            lastChosen: answer.chosen,
            lastCorrect: answer.isCorrect,
            lastAnsweredAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [questionStats.userId, questionStats.questionId],
          set: {
            attempts: sql`${questionStats.attempts} + 1`,
            correctAttempts: sql`${questionStats.correctAttempts} + excluded.correct_attempts`,
            lastChosen: sql`excluded.last_chosen`,
            lastCorrect: sql`excluded.last_correct`,
            lastAnsweredAt: sql`excluded.last_answered_at`,
          },
        });
    },

    /** Answers and right answers of the user per subject, in the exam's order. */
    async accuracyBySubject(userId: number) {
      const rows = await db
        .select({
          subjectName: subjects.name,
          answerCount: sql<number>`sum(${questionStats.attempts})::int`,
          correctCount: sql<number>`sum(${questionStats.correctAttempts})::int`,
        })
        .from(questionStats)
        .innerJoin(questions, eq(questions.id, questionStats.questionId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(eq(questionStats.userId, userId))
        .groupBy(subjects.id, subjects.name, subjects.ordinal)
        .orderBy(asc(subjects.ordinal), asc(subjects.id));
      return rows.map((row) => ({
        subjectName: row.subjectName,
        answerCount: Number(row.answerCount),
        correctCount: Number(row.correctCount),
      }));
    },
  };
}

export type TPracticeResultsRepository = ReturnType<typeof createPracticeResultsRepository>;
