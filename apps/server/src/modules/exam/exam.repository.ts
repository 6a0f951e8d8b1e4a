import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { examAttempts, examLogins, examPapers, examRegistrations, exams } from './exam.schema';
import { countedPage } from '../../platform/db/counted-page';

// SQL of exams, their papers, registrations and exam-room logins.

export type TExamRow = typeof exams.$inferSelect;
export type TNewExam = typeof exams.$inferInsert;
export type TExamPaperRow = typeof examPapers.$inferSelect;
export type TNewExamPaper = typeof examPapers.$inferInsert;
export type TRegistrationRow = typeof examRegistrations.$inferSelect;

export type TExamFilter = {
  state?: 'registering' | 'upcoming' | 'ongoing' | 'ended';
  variant?: string;
  /** Only exams this user registered for. */
  registeredUserId?: number;
  now: Date;
};

/** The state filter in SQL, the same rule as examState (exam-rules.ts). */
function stateCondition(state: TExamFilter['state'], now: Date): SQL | undefined {
  const at = now.toISOString();
  switch (state) {
    case 'ended':
      return sql`${exams.endsAt} <= ${at}::timestamptz`;
    case 'ongoing':
      return sql`${exams.startsAt} <= ${at}::timestamptz and ${exams.endsAt} > ${at}::timestamptz`;
    case 'registering':
      return sql`${exams.startsAt} > ${at}::timestamptz and ${exams.registrationOpensAt} <= ${at}::timestamptz and ${exams.registrationClosesAt} > ${at}::timestamptz`;
    case 'upcoming':
      return sql`${exams.startsAt} > ${at}::timestamptz and not (${exams.registrationOpensAt} <= ${at}::timestamptz and ${exams.registrationClosesAt} > ${at}::timestamptz)`;
    default:
      return undefined;
  }
}

export function createExamRepository(db: TDb) {
  function conditions(filter: TExamFilter): SQL | undefined {
    const mine =
      filter.registeredUserId === undefined
        ? undefined
        : inArray(
            exams.id,
            db
              .select({ id: examRegistrations.examId })
              .from(examRegistrations)
              .where(eq(examRegistrations.userId, filter.registeredUserId)),
          );
    return and(
      eq(exams.status, 'published'),
      filter.variant === undefined ? undefined : eq(exams.variant, filter.variant),
      stateCondition(filter.state, filter.now),
      mine,
    );
  }

  return {
    /** One page of published exams, newest start first, with the total. */
    async list(filter: TExamFilter & { offset: number; limit: number }) {
      const where = conditions(filter);
      return countedPage(
        db,
        exams,
        where,
        db
          .select()
          .from(exams)
          .where(where)
          .orderBy(desc(exams.startsAt), desc(exams.id))
          .limit(filter.limit)
          .offset(filter.offset),
      );
    },

    /** A published exam; null when absent or withdrawn. */
    async find(id: number): Promise<TExamRow | null> {
      const [row] = await db
        .select()
        .from(exams)
        .where(and(eq(exams.id, id), eq(exams.status, 'published')));
      return row ?? null;
    },

    async findBySeedKey(seedKey: string): Promise<TExamRow | null> {
      const [row] = await db.select().from(exams).where(eq(exams.seedKey, seedKey));
      return row ?? null;
    },

    /** The papers of some exams, in order. */
    papersOf(examIds: number[]): Promise<TExamPaperRow[]> {
      if (examIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(examPapers)
        .where(inArray(examPapers.examId, examIds))
        .orderBy(asc(examPapers.examId), asc(examPapers.ordinal));
    },

    /** The papers' timing fields, in order, without their frozen questions (a start reads them). */
    paperClocksOf(examId: number) {
      return db
        .select({
          id: examPapers.id,
          durationMinutes: examPapers.durationMinutes,
          gapMinutesBefore: examPapers.gapMinutesBefore,
        })
        .from(examPapers)
        .where(eq(examPapers.examId, examId))
        .orderBy(asc(examPapers.ordinal));
    },

    async findPaper(id: number): Promise<TExamPaperRow | null> {
      const [row] = await db.select().from(examPapers).where(eq(examPapers.id, id));
      return row ?? null;
    },

    async insertExam(exam: TNewExam): Promise<TExamRow> {
      const [row] = await db.insert(exams).values(exam).returning();
      if (!row) throw new Error('exam not inserted');
      return row;
    },

    async insertPapers(papers: TNewExamPaper[]): Promise<void> {
      if (papers.length > 0) await db.insert(examPapers).values(papers);
    },

    /** Moves an exam's times; only while it has not started (null otherwise: 4816). */
    async reschedule(
      id: number,
      times: Pick<TExamRow, 'startsAt' | 'endsAt' | 'registrationClosesAt'>,
      now: Date,
    ): Promise<TExamRow | null> {
      const [row] = await db
        .update(exams)
        .set(times)
        .where(
          and(
            eq(exams.id, id),
            eq(exams.status, 'published'),
            sql`${exams.startsAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Starts an exam over at new times once it is over (the demo 统一开考 exam), if nobody sat
     * it: its own registrations go (nothing else was written for them). Only while it is over,
     * so processes starting together move it once. When someone started a paper it is kept
     * as it is for their reports, under `archivedSeedKey`, and the answer is 'sat' (the caller
     * then creates a new one); 'moved'; or null (not over, or another process got there first).
     * Run in a transaction: the row lock comes first.
     */
    async restartEnded(
      id: number,
      archivedSeedKey: string,
      values: Pick<
        TExamRow,
        'title' | 'registrationOpensAt' | 'registrationClosesAt' | 'startsAt' | 'endsAt'
      >,
      now: Date,
    ): Promise<'moved' | 'sat' | null> {
      const over = and(eq(exams.id, id), sql`${exams.endsAt} <= ${now.toISOString()}::timestamptz`);
      const [locked] = await db.select({ id: exams.id }).from(exams).where(over).for('update');
      if (!locked) return null;
      const [sat] = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(eq(examAttempts.examId, id))
        .limit(1);
      if (sat) {
        const [archived] = await db
          .update(exams)
          .set({ seedKey: archivedSeedKey })
          .where(and(eq(exams.id, id), sql`${exams.seedKey} <> ${archivedSeedKey}`))
          .returning({ id: exams.id });
        return archived ? 'sat' : null;
      }
      await db
        .update(exams)
        .set({ ...values, registeredCount: 0 })
        .where(eq(exams.id, id));
      await db.delete(examRegistrations).where(eq(examRegistrations.examId, id));
      return 'moved';
    },

    /** Takes the next registration number of an exam (row-locked until the transaction ends). */
    async nextRegistrationNumber(examId: number): Promise<number> {
      const [row] = await db
        .update(exams)
        .set({ registeredCount: sql`${exams.registeredCount} + 1` })
        .where(eq(exams.id, examId))
        .returning({ n: exams.registeredCount });
      if (!row) throw new Error('exam vanished while registering');
      return row.n;
    },

    /**
     * Inserts a registration; null when a unique index refused it: the user is already
     * registered for the exam, or the 准考证号 is taken (the caller tells the two apart).
     * No conflict target, so neither aborts the transaction.
     */
    async insertRegistration(
      registration: typeof examRegistrations.$inferInsert,
    ): Promise<TRegistrationRow | null> {
      const [row] = await db
        .insert(examRegistrations)
        .values(registration)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async registrationOf(examId: number, userId: number): Promise<TRegistrationRow | null> {
      const [row] = await db
        .select()
        .from(examRegistrations)
        .where(and(eq(examRegistrations.examId, examId), eq(examRegistrations.userId, userId)));
      return row ?? null;
    },

    async registrationById(id: number): Promise<TRegistrationRow | null> {
      const [row] = await db.select().from(examRegistrations).where(eq(examRegistrations.id, id));
      return row ?? null;
    },

    /** A user's registrations among some exams. */
    registrationsOf(userId: number, examIds: number[]): Promise<TRegistrationRow[]> {
      if (examIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(examRegistrations)
        .where(
          and(eq(examRegistrations.userId, userId), inArray(examRegistrations.examId, examIds)),
        );
    },

    /** Registrations per exam. */
    async candidateCounts(examIds: number[]): Promise<Map<number, number>> {
      if (examIds.length === 0) return new Map();
      const rows = await db
        .select({ examId: examRegistrations.examId, n: count() })
        .from(examRegistrations)
        .where(inArray(examRegistrations.examId, examIds))
        .groupBy(examRegistrations.examId);
      return new Map(rows.map((row) => [row.examId, row.n]));
    },

    /**
     * Counts a wrong 准考证号/证件号码 pair in one statement: a window of `windowMinutes` opens
     * at the first wrong try and the count starts again once it has passed. Answers the count.
     */
    async countLoginFailure(id: number, now: Date, windowMinutes: number): Promise<number> {
      const at = now.toISOString();
      const fresh = sql`${examRegistrations.loginFailuresSince} is null or ${examRegistrations.loginFailuresSince} <= ${at}::timestamptz - make_interval(mins => ${windowMinutes})`;
      const [row] = await db
        .update(examRegistrations)
        .set({
          loginFailures: sql`case when ${fresh} then 1 else ${examRegistrations.loginFailures} + 1 end`,
          loginFailuresSince: sql`case when ${fresh} then ${at}::timestamptz else ${examRegistrations.loginFailuresSince} end`,
        })
        .where(eq(examRegistrations.id, id))
        .returning({ n: examRegistrations.loginFailures });
      return row?.n ?? 0;
    },

    /** Records that a session entered the exam room (again: the time is renewed). */
    async recordLogin(registrationId: number, sessionId: string, at: Date): Promise<void> {
      await db
        .insert(examLogins)
        .values({ registrationId, sessionId, loggedInAt: at })
        .onConflictDoUpdate({
          target: [examLogins.registrationId, examLogins.sessionId],
          set: { loggedInAt: at },
        });
    },

    async hasLogin(registrationId: number, sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ at: examLogins.loggedInAt })
        .from(examLogins)
        .where(
          and(eq(examLogins.registrationId, registrationId), eq(examLogins.sessionId, sessionId)),
        );
      return rows.length > 0;
    },
  };
}

export type TExamRepository = ReturnType<typeof createExamRepository>;
