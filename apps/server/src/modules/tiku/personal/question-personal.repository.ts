import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import {
  chapters,
  questionBanks,
  questionFavorites,
  questions,
  questionStats,
  subjects,
} from '../question.schema';

// SQL of what one user keeps on questions: the question itself with its names and bank,
// favourites and whether the user has answered it.

/** Columns every read of a question with its display names selects. */
export const QUESTION_WITH_NAMES = {
  question: questions,
  subjectName: subjects.name,
  chapterName: chapters.name,
};

export type TUserQuestion = { userId: number; questionId: number };

/** SQL that reads and writes a user's favourites on questions (notes: the notes module). */
export function createQuestionPersonalRepository(db: TDb) {
  const mine = <T extends typeof questionFavorites | typeof questionStats>(
    table: T,
    key: TUserQuestion,
  ) => and(eq(table.userId, key.userId), eq(table.questionId, key.questionId));

  return {
    /** A question with its subject and chapter names and whether its bank is free. */
    async findQuestion(id: number) {
      const [row] = await db
        .select({ ...QUESTION_WITH_NAMES, bankIsFree: questionBanks.isFree })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .leftJoin(chapters, eq(chapters.id, questions.chapterId))
        .where(eq(questions.id, id));
      return row;
    },

    async isFavorite(key: TUserQuestion): Promise<boolean> {
      const rows = await db
        .select({ questionId: questionFavorites.questionId })
        .from(questionFavorites)
        .where(mine(questionFavorites, key));
      return rows.length > 0;
    },

    /** Stars a question; starring it again keeps the first time. */
    async addFavorite(key: TUserQuestion, at: Date): Promise<void> {
      await db
        .insert(questionFavorites)
        .values({ ...key, createdAt: at })
        .onConflictDoNothing();
    },

    async removeFavorite(key: TUserQuestion): Promise<void> {
      await db.delete(questionFavorites).where(mine(questionFavorites, key));
    },

    /** One page of the user's favourite questions, newest first, and the total. */
    async listFavorites(query: {
      userId: number;
      subjectId?: number;
      offset: number;
      limit: number;
    }) {
      const where = and(
        eq(questionFavorites.userId, query.userId),
        query.subjectId === undefined ? undefined : eq(questions.subjectId, query.subjectId),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...QUESTION_WITH_NAMES, createdAt: questionFavorites.createdAt })
          .from(questionFavorites)
          .innerJoin(questions, eq(questions.id, questionFavorites.questionId))
          .innerJoin(subjects, eq(subjects.id, questions.subjectId))
          .leftJoin(chapters, eq(chapters.id, questions.chapterId))
          .where(where)
          .orderBy(desc(questionFavorites.createdAt), desc(questionFavorites.questionId))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(questionFavorites)
          .innerJoin(questions, eq(questions.id, questionFavorites.questionId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Whether the user has ever answered the question (so its solution may be shown). */
    async hasAnswered(key: TUserQuestion): Promise<boolean> {
      const rows = await db
        .select({ questionId: questionStats.questionId })
        .from(questionStats)
        .where(mine(questionStats, key));
      return rows.length > 0;
    },
  };
}

export type TQuestionPersonalRepository = ReturnType<typeof createQuestionPersonalRepository>;
