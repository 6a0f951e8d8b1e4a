import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { chapters, mistakes, questions, subjects } from '../question.schema';
import { QUESTION_WITH_NAMES, type TUserQuestion } from './question-personal.repository';

// SQL of the wrong-answer book. Rows are written by the practice answer flow; this side reads
// them, counts them per chapter and lets the user remove one.

export type TMistakeFilter = {
  userId: number;
  subjectId?: number;
  /** A chapter and, through parent_id, every chapter below it. */
  chapterId?: number;
};

/** The chapter and its descendants, as a subquery (chapters nest to any depth). */
function inChapterTree(chapterId: number): SQL {
  return sql`${questions.chapterId} IN (
    WITH RECURSIVE tree(id) AS (
      SELECT ${chapterId}::int
      UNION
      SELECT c.id FROM ${chapters} c JOIN tree ON c.parent_id = tree.id
    )
    SELECT id FROM tree
  )`;
}

function conditions(filter: TMistakeFilter): SQL | undefined {
  return and(
    eq(mistakes.userId, filter.userId),
    filter.subjectId === undefined ? undefined : eq(questions.subjectId, filter.subjectId),
    filter.chapterId === undefined ? undefined : inChapterTree(filter.chapterId),
  );
}

/** Where a question of the book stands in the review schedule. */
export type TMistakeStage = { reviewStage: number; nextReviewAt: Date };
export type TMistakeRow = typeof mistakes.$inferSelect;

/**
 * SQL of the wrong-answer book (the mistakes table): practice writes it as answers are checked,
 * the book's calls read it and take questions out.
 */
export function createQuestionMistakeRepository(db: TDb) {
  const count = (where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mistakes)
      .innerJoin(questions, eq(questions.id, mistakes.questionId))
      .where(where)
      .then(([row]) => row?.n ?? 0);

  return {
    /** How many mistakes the user has per subject and per question chapter (null: none). */
    countByChapter(userId: number) {
      return db
        .select({
          subjectId: subjects.id,
          subjectName: subjects.name,
          subjectOrdinal: subjects.ordinal,
          chapterId: questions.chapterId,
          n: sql<number>`count(*)::int`,
        })
        .from(mistakes)
        .innerJoin(questions, eq(questions.id, mistakes.questionId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(eq(mistakes.userId, userId))
        .groupBy(subjects.id, subjects.name, subjects.ordinal, questions.chapterId);
    },

    /** The chapters of some subjects, to roll sub-chapters up to their top chapter. */
    chaptersOf(subjectIds: number[]) {
      if (subjectIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: chapters.id,
          parentId: chapters.parentId,
          name: chapters.name,
          ordinal: chapters.ordinal,
        })
        .from(chapters)
        .where(inArray(chapters.subjectId, subjectIds));
    },

    async chapterExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, id));
      return rows.length > 0;
    },

    /** One page of mistakes, newest wrong answer first, with the total and how many are due. */
    async list(filter: TMistakeFilter & { now: Date; offset: number; limit: number }) {
      const where = conditions(filter);
      const [rows, total, dueCount] = await Promise.all([
        db
          .select({ ...QUESTION_WITH_NAMES, mistake: mistakes })
          .from(mistakes)
          .innerJoin(questions, eq(questions.id, mistakes.questionId))
          .innerJoin(subjects, eq(subjects.id, questions.subjectId))
          .leftJoin(chapters, eq(chapters.id, questions.chapterId))
          .where(where)
          .orderBy(desc(mistakes.lastWrongAt), desc(mistakes.questionId))
          .limit(filter.limit)
          .offset(filter.offset),
        count(where),
        count(and(where, lte(mistakes.nextReviewAt, filter.now))),
      ]);
      return { rows, total, dueCount };
    },

    async find(key: TUserQuestion) {
      const [row] = await db
        .select()
        .from(mistakes)
        .where(and(eq(mistakes.userId, key.userId), eq(mistakes.questionId, key.questionId)));
      return row;
    },

    /** Takes a question out of the book; false when it was not there. */
    async remove(key: TUserQuestion): Promise<boolean> {
      const rows = await db
        .delete(mistakes)
        .where(and(eq(mistakes.userId, key.userId), eq(mistakes.questionId, key.questionId)))
        .returning({ questionId: mistakes.questionId });
      return rows.length > 0;
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
  };
}

export type TQuestionMistakeRepository = ReturnType<typeof createQuestionMistakeRepository>;
