import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { practiceAnswers, practiceSessions, subjects } from '../question.schema';

export type TSessionRow = typeof practiceSessions.$inferSelect;
export type TNewSession = typeof practiceSessions.$inferInsert;
export type TAnswerRow = typeof practiceAnswers.$inferSelect;
/** A session with the name of its subject (for titles and records). */
export type TSessionWithNames = { session: TSessionRow; subjectName: string | null };

const WITH_NAMES = { session: practiceSessions, subjectName: subjects.name };

/** SQL of practice sessions and their answers. */
export function createPracticeRepository(db: TDb) {
  const withNames = () =>
    db
      .select(WITH_NAMES)
      .from(practiceSessions)
      .leftJoin(subjects, eq(subjects.id, practiceSessions.subjectId));

  return {
    async insertSession(values: TNewSession): Promise<TSessionRow> {
      const [row] = await db.insert(practiceSessions).values(values).returning();
      if (!row) throw new Error('practice session insert returned no row');
      return row;
    },

    /** A session of a user with its subject name; null when absent or someone else's. */
    async findSession(id: string, userId: number): Promise<TSessionWithNames | null> {
      const [row] = await withNames().where(
        and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)),
      );
      return row ?? null;
    },

    /** The user's latest unfinished session that is not a paper (to resume), or null. */
    async latestResumable(userId: number): Promise<TSessionWithNames | null> {
      const [row] = await withNames()
        .where(
          and(
            eq(practiceSessions.userId, userId),
            isNull(practiceSessions.finishedAt),
            ne(practiceSessions.kind, 'paper'),
          ),
        )
        .orderBy(desc(practiceSessions.startedAt))
        .limit(1);
      return row ?? null;
    },

    /** A page of the user's sessions, newest first, and how many there are. */
    async listSessions(userId: number, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        withNames()
          .where(eq(practiceSessions.userId, userId))
          .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The session's answers in the order they were given. */
    async answers(sessionId: string): Promise<TAnswerRow[]> {
      return db
        .select()
        .from(practiceAnswers)
        .where(eq(practiceAnswers.sessionId, sessionId))
        .orderBy(asc(practiceAnswers.answeredAt), asc(practiceAnswers.questionId));
    },

    /**
     * Locks an unfinished session for the rest of the transaction; null when finished. Answers
     * and submit take this lock first, so an answer never lands in a paper being scored.
     */
    async lockOpenSession(id: string): Promise<TSessionRow | null> {
      const [row] = await db
        .select()
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), isNull(practiceSessions.finishedAt)))
        .for('update');
      return row ?? null;
    },

    /** Stores a first answer; null when the question was answered already (primary key). */
    async insertAnswer(values: typeof practiceAnswers.$inferInsert): Promise<TAnswerRow | null> {
      const [row] = await db
        .insert(practiceAnswers)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Stores or replaces a paper answer (changeable until the paper is submitted). */
    async upsertAnswer(values: typeof practiceAnswers.$inferInsert): Promise<TAnswerRow> {
      const [row] = await db
        .insert(practiceAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: [practiceAnswers.sessionId, practiceAnswers.questionId],
          set: { chosen: values.chosen, answeredAt: values.answeredAt },
        })
        .returning();
      if (!row) throw new Error('practice answer upsert returned no row');
      return row;
    },

    /** Counts one more answer (and one more right one when `correct`). */
    /**
     * Counts one checked answer in a session that is still open, taking its row lock; null
     * when it was finished meanwhile.
     */
    async countAnswerIfOpen(id: string, correct: boolean): Promise<TSessionRow | null> {
      const [row] = await db
        .update(practiceSessions)
        .set({
          answeredCount: sql`${practiceSessions.answeredCount} + 1`,
          correctCount: sql`${practiceSessions.correctCount} + ${correct ? 1 : 0}`,
        })
        .where(and(eq(practiceSessions.id, id), isNull(practiceSessions.finishedAt)))
        .returning();
      return row ?? null;
    },

    /** Sets the answered count from the stored answers (papers, where answers are replaced). */
    async recountAnswers(id: string): Promise<TSessionRow> {
      const [row] = await db
        .update(practiceSessions)
        .set({
          answeredCount: sql`(select count(*)::int from ${practiceAnswers}
            where ${practiceAnswers.sessionId} = ${id})`,
        })
        .where(eq(practiceSessions.id, id))
        .returning();
      if (!row) throw new Error('practice session vanished while answering');
      return row;
    },

    async savePosition(id: string, position: number): Promise<void> {
      await db.update(practiceSessions).set({ position }).where(eq(practiceSessions.id, id));
    },

    /** Marks a session finished once; null when it already was (race-safe). */
    async finish(id: string, at: Date): Promise<TSessionRow | null> {
      const [row] = await db
        .update(practiceSessions)
        .set({ finishedAt: at })
        .where(and(eq(practiceSessions.id, id), isNull(practiceSessions.finishedAt)))
        .returning();
      return row ?? null;
    },

    /** Writes a scored paper's results on its answers and the session. */
    async saveScores(
      id: string,
      scores: { questionId: number; isCorrect: boolean; points: number }[],
      totals: { correctCount: number; score: number },
    ): Promise<void> {
      if (scores.length > 0) {
        const values = sql.join(
          scores.map((s) => sql`(${s.questionId}::int, ${s.isCorrect}::boolean, ${s.points}::int)`),
          sql`, `,
        );
        await db.execute(sql`update ${practiceAnswers}
          set is_correct = v.is_correct, points = v.points
          from (values ${values}) as v(question_id, is_correct, points)
          where ${practiceAnswers.sessionId} = ${id}
            and ${practiceAnswers.questionId} = v.question_id`);
      }
      await db.update(practiceSessions).set(totals).where(eq(practiceSessions.id, id));
    },
  };
}

export type TPracticeRepository = ReturnType<typeof createPracticeRepository>;
