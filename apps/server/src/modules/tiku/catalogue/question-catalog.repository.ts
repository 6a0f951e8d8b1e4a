import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import {
  chapters,
  paperQuestions,
  papers,
  practiceSessions,
  questionBanks,
  questionStats,
  questions,
  subjects,
} from '../question.schema';

export type TBankRow = typeof questionBanks.$inferSelect;

export type TPaperListQuery = {
  kind?: string;
  bankId?: number;
  /** Null for anonymous visitors: no best score, no unfinished session. */
  userId: number | null;
  offset: number;
  limit: number;
};

/** Chapter practice and its progress cover objective questions only (subjective ones are /zg). */
const isObjective = ne(questions.type, 'subjective');

/** SQL that reads the catalogue: banks, subjects, chapters, counts, progress and papers. */
export function createQuestionCatalogRepository(db: TDb) {
  return {
    /** Every bank in display order with its number of questions (all types). */
    async banks(): Promise<(TBankRow & { questionCount: number })[]> {
      const counts = db
        .select({ bankId: questions.bankId, n: count().as('n') })
        .from(questions)
        .groupBy(questions.bankId)
        .as('counts');
      const rows = await db
        .select({ bank: questionBanks, n: counts.n })
        .from(questionBanks)
        .leftJoin(counts, eq(counts.bankId, questionBanks.id))
        .orderBy(asc(questionBanks.ordinal), asc(questionBanks.id));
      return rows.map((row) => ({ ...row.bank, questionCount: Number(row.n ?? 0) }));
    },

    /** Objective questions of a bank per subject and chapter (chapter null: outside any). */
    async objectiveCounts(bankId: number) {
      const rows = await db
        .select({ subjectId: questions.subjectId, chapterId: questions.chapterId, n: count() })
        .from(questions)
        .where(and(eq(questions.bankId, bankId), isObjective))
        .groupBy(questions.subjectId, questions.chapterId);
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    /** A user's distinct answered questions, answers and right answers per subject and chapter. */
    async progress(userId: number, bankId: number) {
      const rows = await db
        .select({
          subjectId: questions.subjectId,
          chapterId: questions.chapterId,
          answered: count(),
          attempts: sql<number>`sum(${questionStats.attempts})::int`,
          correct: sql<number>`sum(${questionStats.correctAttempts})::int`,
        })
        .from(questionStats)
        .innerJoin(questions, eq(questions.id, questionStats.questionId))
        .where(and(eq(questionStats.userId, userId), eq(questions.bankId, bankId), isObjective))
        .groupBy(questions.subjectId, questions.chapterId);
      return rows.map((row) => ({
        ...row,
        answered: Number(row.answered),
        attempts: Number(row.attempts),
        correct: Number(row.correct),
      }));
    },

    /** Subjects by id, in the exam's order. */
    async subjects(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(subjects)
        .where(inArray(subjects.id, ids))
        .orderBy(asc(subjects.ordinal), asc(subjects.id));
    },

    /** Every chapter of some subjects (flat; nested by the caller). */
    async chaptersOf(subjectIds: number[]) {
      if (subjectIds.length === 0) return [];
      return db.select().from(chapters).where(inArray(chapters.subjectId, subjectIds));
    },

    /** A page of papers: past papers newest first, then mock papers, with the user's results. */
    async listPapers(query: TPaperListQuery) {
      const where: SQL | undefined = and(
        query.kind ? eq(papers.kind, query.kind) : undefined,
        query.bankId ? eq(papers.bankId, query.bankId) : undefined,
      );
      const items = db
        .select({
          paperId: paperQuestions.paperId,
          n: count().as('n'),
          points: sql<number>`sum(${paperQuestions.points})::int`.as('points'),
        })
        .from(paperQuestions)
        .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
        // The same questions a paper session holds (practice.repository paperItems).
        .where(isObjective)
        .groupBy(paperQuestions.paperId)
        .as('items');
      const mine = (condition: SQL) =>
        and(
          eq(practiceSessions.paperId, papers.id),
          eq(practiceSessions.userId, query.userId ?? -1),
          condition,
        );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            paper: papers,
            bankName: questionBanks.name,
            bankIsFree: questionBanks.isFree,
            questionCount: items.n,
            totalPoints: items.points,
            bestScore: sql<number | null>`(select max(${practiceSessions.score})
              from ${practiceSessions}
              where ${mine(sql`${practiceSessions.finishedAt} is not null`)})`,
            unfinishedSessionId: sql<string | null>`(select ${practiceSessions.id}::text
              from ${practiceSessions}
              where ${mine(sql`${practiceSessions.finishedAt} is null`)}
              order by ${practiceSessions.startedAt} desc limit 1)`,
          })
          .from(papers)
          .innerJoin(questionBanks, eq(questionBanks.id, papers.bankId))
          .leftJoin(items, eq(items.paperId, papers.id))
          .where(where)
          .orderBy(
            sql`case when ${papers.kind} = 'past' then 0 else 1 end`,
            sql`${papers.year} desc nulls last`,
            asc(papers.ordinal),
            asc(papers.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(papers).where(where),
      ]);
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map((row) => ({
          ...row,
          questionCount: Number(row.questionCount ?? 0),
          totalPoints: Number(row.totalPoints ?? 0),
          bestScore: row.bestScore === null ? null : Number(row.bestScore),
        })),
      };
    },
  };
}

export type TQuestionCatalogRepository = ReturnType<typeof createQuestionCatalogRepository>;
