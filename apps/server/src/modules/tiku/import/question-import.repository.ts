import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import {
  chapters,
  paperQuestions,
  papers,
  questionBanks,
  questions,
  subjects,
} from '../question.schema';

export type TNewQuestion = typeof questions.$inferInsert;
export type TNewPaper = typeof papers.$inferInsert;
export type TNewPaperQuestion = Omit<typeof paperQuestions.$inferInsert, 'paperId'>;
export type TNewChapter = typeof chapters.$inferInsert;
export type TBankRow = Omit<typeof questionBanks.$inferInsert, 'id'>;

/** An imported row's id and content hash, by its external id. */
export type TStoredHashes = Map<string, { id: number; contentHash: string }>;

/** SQL that writes imported questions and papers. Writes take the transaction they run in. */
export function createQuestionImportRepository() {
  return {
    async listSubjects(db: TDb) {
      return db
        .select({ id: subjects.id, name: subjects.name, ordinal: subjects.ordinal })
        .from(subjects);
    },

    /** Inserts subjects that are missing and moves existing ones to the given order. */
    async upsertSubjects(tx: TDb, rows: { name: string; ordinal: number }[]): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(subjects)
        .values(rows)
        .onConflictDoUpdate({
          target: subjects.name,
          set: { ordinal: sql`excluded.ordinal` },
          setWhere: sql`${subjects.ordinal} <> excluded.ordinal`,
        });
    },

    async listChapters(db: TDb) {
      return db
        .select({ id: chapters.id, subjectId: chapters.subjectId, path: chapters.path })
        .from(chapters);
    },

    /** Inserts chapters (those already there are left alone) and returns the new ones. */
    async insertChapters(tx: TDb, rows: TNewChapter[]) {
      if (rows.length === 0) return [];
      return tx
        .insert(chapters)
        .values(rows)
        .onConflictDoNothing({ target: [chapters.subjectId, chapters.path] })
        .returning({ id: chapters.id, subjectId: chapters.subjectId, path: chapters.path });
    },

    /** Inserts a bank or rewrites it when it differs; returns its id and whether it changed. */
    async upsertBank(tx: TDb, row: TBankRow): Promise<{ id: number; changed: boolean }> {
      const [written] = await tx
        .insert(questionBanks)
        .values(row)
        .onConflictDoUpdate({
          target: questionBanks.code,
          set: {
            name: row.name,
            description: row.description,
            isFree: row.isFree,
            isSample: row.isSample,
          },
          setWhere: sql`(${questionBanks.name}, ${questionBanks.description}, ${questionBanks.isFree}, ${questionBanks.isSample}) IS DISTINCT FROM (excluded.name, excluded.description, excluded.is_free, excluded.is_sample)`,
        })
        .returning({ id: questionBanks.id });
      if (written) return { id: written.id, changed: true };
      const [existing] = await tx
        .select({ id: questionBanks.id })
        .from(questionBanks)
        .where(eq(questionBanks.code, row.code));
      if (!existing) throw new Error(`bank ${row.code} missing after upsert`);
      return { id: existing.id, changed: false };
    },

    /** The stored questions of some banks: id and hash by external id. */
    async listQuestionHashes(db: TDb, bankIds: number[]): Promise<TStoredHashes> {
      if (bankIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: questions.id,
          externalId: questions.externalId,
          contentHash: questions.contentHash,
        })
        .from(questions)
        .where(inArray(questions.bankId, bankIds));
      return new Map(rows.map((row) => [row.externalId, row]));
    },

    /** Inserts questions in one multi-row statement; returns their ids. */
    async insertQuestions(tx: TDb, rows: TNewQuestion[]) {
      if (rows.length === 0) return [];
      return tx
        .insert(questions)
        .values(rows)
        .returning({ id: questions.id, externalId: questions.externalId });
    },

    /** Rewrites a question in place (its id, and so answers and favourites, stay). */
    async updateQuestion(tx: TDb, id: number, row: TNewQuestion): Promise<void> {
      await tx.update(questions).set(row).where(eq(questions.id, id));
    },

    /** The stored papers of some banks: id and hash by external id. */
    async listPaperHashes(db: TDb, bankIds: number[]): Promise<TStoredHashes> {
      if (bankIds.length === 0) return new Map();
      const rows = await db
        .select({ id: papers.id, externalId: papers.externalId, contentHash: papers.contentHash })
        .from(papers)
        .where(inArray(papers.bankId, bankIds));
      return new Map(rows.map((row) => [row.externalId, row]));
    },

    /** Writes a paper and replaces its questions (call inside one transaction). */
    async savePaper(
      tx: TDb,
      existingId: number | undefined,
      row: TNewPaper,
      items: TNewPaperQuestion[],
    ): Promise<void> {
      let paperId = existingId;
      if (paperId === undefined) {
        const [inserted] = await tx.insert(papers).values(row).returning({ id: papers.id });
        if (!inserted) throw new Error('paper insert returned no row');
        paperId = inserted.id;
      } else {
        await tx.update(papers).set(row).where(eq(papers.id, paperId));
        await tx.delete(paperQuestions).where(eq(paperQuestions.paperId, paperId));
      }
      const id = paperId;
      if (items.length > 0) {
        await tx.insert(paperQuestions).values(items.map((item) => ({ ...item, paperId: id })));
      }
    },

    /** Refreshes the planner's statistics after a large import. */
    async analyze(db: TDb): Promise<void> {
      await db.execute(sql`ANALYZE questions`);
      await db.execute(sql`ANALYZE paper_questions`);
    },
  };
}

export type TQuestionImportRepository = ReturnType<typeof createQuestionImportRepository>;
