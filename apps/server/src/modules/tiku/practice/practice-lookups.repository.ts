import { and, asc, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { matchesIntArray } from '../../../platform/db/int-array-match';
import {
  chapters,
  paperQuestions,
  papers,
  questionBanks,
  questionFavorites,
  questions,
  subjects,
} from '../question.schema';

/** SQL that reads what sessions are made of: banks, subjects, chapters, papers, questions. */
export function createPracticeLookupsRepository(db: TDb) {
  return {
    async findBank(id: number) {
      const [row] = await db.select().from(questionBanks).where(eq(questionBanks.id, id));
      return row ?? null;
    },

    async findSubject(id: number) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, id));
      return row ?? null;
    },

    async findChapter(id: number) {
      const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
      return row ?? null;
    },

    /** Every chapter of a subject (flat). */
    async chaptersOfSubject(subjectId: number) {
      return db.select().from(chapters).where(eq(chapters.subjectId, subjectId));
    },

    /** A paper with its bank. */
    async findPaper(id: number) {
      const [row] = await db
        .select({ paper: papers, bank: questionBanks })
        .from(papers)
        .innerJoin(questionBanks, eq(questionBanks.id, papers.bankId))
        .where(eq(papers.id, id));
      return row ?? null;
    },

    /**
     * A paper's objective questions in order with their points. Subjective questions of a
     * paper (卷四) are practised on their own page, so a paper session leaves them out.
     */
    async paperItems(paperId: number) {
      return db
        .select({
          questionId: paperQuestions.questionId,
          points: paperQuestions.points,
          section: paperQuestions.section,
        })
        .from(paperQuestions)
        .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
        .where(and(eq(paperQuestions.paperId, paperId), ne(questions.type, 'subjective')))
        .orderBy(asc(paperQuestions.ordinal));
    },

    /** Questions (with names) by id, in no particular order. */
    async questionsWithNames(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ question: questions, subjectName: subjects.name, chapterName: chapters.name })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .leftJoin(chapters, eq(chapters.id, questions.chapterId))
        .where(matchesIntArray(questions.id, ids));
    },

    /** The question ids among `ids` the user has starred. */
    async favoriteIds(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: questionFavorites.questionId })
        .from(questionFavorites)
        .where(
          and(
            eq(questionFavorites.userId, userId),
            matchesIntArray(questionFavorites.questionId, ids),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type TPracticeLookupsRepository = ReturnType<typeof createPracticeLookupsRepository>;
