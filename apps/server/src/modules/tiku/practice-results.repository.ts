import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { mistakes, questionStats, questions, subjects } from './question.schema';

/** One checked answer of a user. */
export type TCheckedAnswer = { questionId: number; chosen: string[]; isCorrect: boolean };
export type TMistakeRow = typeof mistakes.$inferSelect;
/** Where a question of the book stands in the review schedule. */
export type TMistakeStage = { reviewStage: number; nextReviewAt: Date };

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

    /** Puts wrong answers in the book, or back to the given stage with one more wrong count. */
    async addMistakes(
      userId: number,
      wrong: { questionId: number; chosen: string[] }[],
      stage: TMistakeStage,
      at: Date,
    ): Promise<void> {
      if (wrong.length === 0) return;
      await db
        .insert(mistakes)
        .values(
          wrong.map((answer) => ({
            userId,
            questionId: answer.questionId,
            chosen: answer.chosen,
            wrongCount: 1,
            firstWrongAt: at,
            lastWrongAt: at,
            ...stage,
          })),
        )
        .onConflictDoUpdate({
          target: [mistakes.userId, mistakes.questionId],
          set: {
            chosen: sql`excluded.chosen`,
            wrongCount: sql`${mistakes.wrongCount} + 1`,
            lastWrongAt: sql`excluded.last_wrong_at`,
            reviewStage: sql`excluded.review_stage`,
            nextReviewAt: sql`excluded.next_review_at`,
          },
        });
    },

    /** The user's book entries of some questions, locked until the transaction ends. */
    async lockMistakes(userId: number, questionIds: number[]): Promise<TMistakeRow[]> {
      if (questionIds.length === 0) return [];
      return db
        .select()
        .from(mistakes)
        .where(and(eq(mistakes.userId, userId), inArray(mistakes.questionId, questionIds)))
        .for('update');
    },

    async setMistakeStage(userId: number, questionId: number, stage: TMistakeStage) {
      await db
        .update(mistakes)
        .set(stage)
        .where(and(eq(mistakes.userId, userId), eq(mistakes.questionId, questionId)));
    },

    async deleteMistake(userId: number, questionId: number): Promise<void> {
      await db
        .delete(mistakes)
        .where(and(eq(mistakes.userId, userId), eq(mistakes.questionId, questionId)));
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
