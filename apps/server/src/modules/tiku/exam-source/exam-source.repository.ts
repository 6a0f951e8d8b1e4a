import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { matchesIntArray } from '../../../platform/db/int-array-match';
import { paperQuestions, papers, questions, subjects } from '../question.schema';

// SQL behind the mock exams' copies of questions (tiku/exam-source.service.ts): a paper with
// all its questions (subjective ones included), questions by id, ids by external id.

const QUESTION_WITH_SUBJECT = { question: questions, subjectName: subjects.name };

export function createExamSourceRepository(db: TDb) {
  return {
    async findPaper(id: number) {
      const [row] = await db.select().from(papers).where(eq(papers.id, id));
      return row ?? null;
    },

    /** A paper's questions in order, with section, points and subject name. */
    paperQuestions(paperId: number) {
      return db
        .select({
          ...QUESTION_WITH_SUBJECT,
          section: paperQuestions.section,
          points: paperQuestions.points,
        })
        .from(paperQuestions)
        .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(eq(paperQuestions.paperId, paperId))
        .orderBy(asc(paperQuestions.ordinal));
    },

    /** Questions by id with their subject names, in no particular order. */
    questions(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(QUESTION_WITH_SUBJECT)
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(matchesIntArray(questions.id, ids));
    },

    questionIdsByExternalIds(externalIds: string[]) {
      if (externalIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: questions.id, externalId: questions.externalId })
        .from(questions)
        .where(inArray(questions.externalId, externalIds));
    },

    async paperIdByExternalId(externalId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: papers.id })
        .from(papers)
        .where(eq(papers.externalId, externalId));
      return row?.id ?? null;
    },
  };
}

export type TExamSourceRepository = ReturnType<typeof createExamSourceRepository>;
