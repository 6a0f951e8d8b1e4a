import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import {
  mistakes,
  questionBanks,
  questionFavorites,
  questionStats,
  questions,
} from '../question.schema';

/** A question picked for a session: its id and type (for default points). */
export type TPickedQuestion = { id: number; type: string };

export type TChapterPick = {
  userId: number;
  bankId: number;
  subjectId: number;
  /** Only these chapters; the whole subject (chapterless questions too) when null. */
  chapterIds: number[] | null;
  /** Every chapter of the subject in reading order, to sort questions by. */
  chapterOrder: number[];
  limit: number;
};

/** The questions linked to one law article, the chosen one first. */
export type TArticlePick = {
  lawId: number;
  ordinal: number;
  firstId: number | null;
  freeOnly: boolean;
  limit: number;
};

export type TBookPick = {
  userId: number;
  /** Leave out questions of banks that are not free (the caller holds no authorisation). */
  freeOnly: boolean;
  limit: number;
};

const objective = ne(questions.type, 'subjective');
const PICKED = { id: questions.id, type: questions.type };

function idArray(ids: number[]): SQL {
  return ids.length === 0
    ? sql`array[]::int[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
}

/** SQL that picks the questions of a new session (objective questions only). */
export function createPracticeQuestionsRepository(db: TDb) {
  const freeBank = (freeOnly: boolean) =>
    freeOnly
      ? inArray(
          questions.bankId,
          db
            .select({ id: questionBanks.id })
            .from(questionBanks)
            .where(eq(questionBanks.isFree, true)),
        )
      : undefined;

  return {
    /** Questions of a chapter (or subject): never answered by the user first, in chapter order. */
    async chapter(pick: TChapterPick): Promise<TPickedQuestion[]> {
      return db
        .select(PICKED)
        .from(questions)
        .leftJoin(
          questionStats,
          and(eq(questionStats.questionId, questions.id), eq(questionStats.userId, pick.userId)),
        )
        .where(
          and(
            eq(questions.bankId, pick.bankId),
            eq(questions.subjectId, pick.subjectId),
            pick.chapterIds ? inArray(questions.chapterId, pick.chapterIds) : undefined,
            objective,
          ),
        )
        .orderBy(
          sql`${questionStats.questionId} is not null`,
          sql`array_position(${idArray(pick.chapterOrder)}, ${questions.chapterId}) nulls last`,
          asc(questions.ordinal),
          asc(questions.id),
        )
        .limit(pick.limit);
    },

    /** Questions of the wrong-answer book: the longest-due first. */
    async mistakes(
      pick: TBookPick & { subjectId?: number; chapterIds?: number[]; dueAt?: Date },
    ): Promise<TPickedQuestion[]> {
      return db
        .select(PICKED)
        .from(mistakes)
        .innerJoin(questions, eq(questions.id, mistakes.questionId))
        .where(
          and(
            eq(mistakes.userId, pick.userId),
            pick.subjectId ? eq(questions.subjectId, pick.subjectId) : undefined,
            pick.chapterIds ? inArray(questions.chapterId, pick.chapterIds) : undefined,
            pick.dueAt ? lte(mistakes.nextReviewAt, pick.dueAt) : undefined,
            freeBank(pick.freeOnly),
            objective,
          ),
        )
        .orderBy(asc(mistakes.nextReviewAt), asc(questions.id))
        .limit(pick.limit);
    },

    /**
     * The objective questions linked to a law article (their law references hold it): the
     * chosen one first, then the newest papers first.
     */
    async article(pick: TArticlePick): Promise<TPickedQuestion[]> {
      const ref = JSON.stringify([{ lawId: pick.lawId, articleOrdinal: pick.ordinal }]);
      return db
        .select(PICKED)
        .from(questions)
        .where(and(sql`${questions.lawRefs} @> ${ref}::jsonb`, freeBank(pick.freeOnly), objective))
        .orderBy(
          sql`${questions.id} = ${pick.firstId ?? 0} DESC`,
          sql`${questions.sourceYear} DESC NULLS LAST`,
          desc(questions.id),
        )
        .limit(pick.limit);
    },

    /** The user's favourite questions, newest first. */
    async favorites(pick: TBookPick): Promise<TPickedQuestion[]> {
      return db
        .select(PICKED)
        .from(questionFavorites)
        .innerJoin(questions, eq(questions.id, questionFavorites.questionId))
        .where(and(eq(questionFavorites.userId, pick.userId), freeBank(pick.freeOnly), objective))
        .orderBy(desc(questionFavorites.createdAt), asc(questions.id))
        .limit(pick.limit);
    },
  };
}

export type TPracticeQuestionsRepository = ReturnType<typeof createPracticeQuestionsRepository>;
