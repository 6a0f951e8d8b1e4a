import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { OBJECTIVE_TYPES, type TObjectiveType } from '@yzfk/contract/calls/tiku-shapes';
import type { TDb } from '../../../platform/db/database';
import { questionBanks, questions, subjects } from '../question.schema';

/** Objective questions of free banks: anyone may see and answer them on the home page. */
const eligible = and(eq(questionBanks.isFree, true), inArray(questions.type, [...OBJECTIVE_TYPES]));

/** A number from a day that spreads consecutive days over the questions. */
function dayIndex(day: string, size: number): number {
  return createHash('sha256').update(`daily:${day}`).digest().readUInt32BE(0) % size;
}

/**
 * 每日一题: the same free objective question for everyone on a day (picked from the day, so no
 * table of picks is needed and every process agrees), and its answer only on request.
 */
export function createDailyQuestionService(db: TDb) {
  return {
    /** The day's question without its answer, or null when no free bank has one. */
    async ofDay(day: string) {
      const [total] = await db
        .select({ n: count() })
        .from(questions)
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .where(eligible);
      const size = total?.n ?? 0;
      if (size === 0) return null;
      const [row] = await db
        .select({
          questionId: questions.id,
          type: questions.type,
          subjectName: subjects.name,
          stemHtml: questions.stemHtml,
          options: questions.options,
        })
        .from(questions)
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .leftJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(eligible)
        .orderBy(asc(questions.id))
        .offset(dayIndex(day, size))
        .limit(1);
      if (!row) return null;
      return { ...row, type: row.type as TObjectiveType };
    },

    /** A free objective question's solution (answer, explanation, laws); null for any other. */
    async answerOf(questionId: number) {
      const [row] = await db
        .select({
          answer: questions.answer,
          explanationHtml: questions.explanationHtml,
          lawRefs: questions.lawRefs,
        })
        .from(questions)
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .where(and(eligible, eq(questions.id, questionId)));
      return row ?? null;
    },
  };
}
