import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  examAnswers,
  examAttempts,
  examLogins,
  examPapers,
  examRegistrations,
  exams,
} from './exam.schema';
import { countedPage } from '../../platform/db/counted-page';

// SQL of attempts and their answers. The statements that decide races carry their reason:
// the answer upsert guarded by the sequence number, the status transition that scores an
// attempt exactly once, and the sweep's FOR UPDATE SKIP LOCKED.

export type TAttemptRow = typeof examAttempts.$inferSelect;
export type TAnswerRow = typeof examAnswers.$inferSelect;
export type TFinishedStatus = 'submitted' | 'collected';
/** What a guarded save did: stored it, refused it (not newer), or found the attempt closed. */
export type TSaveOutcome = 'stored' | 'refused' | 'closed';

/** Joins this session's entry into the exam room under the registration joined, if any. */
function sessionEntry(sessionId: string) {
  return and(
    eq(examLogins.registrationId, examRegistrations.id),
    eq(examLogins.sessionId, sessionId),
  );
}

export function createAttemptRepository(db: TDb) {
  return {
    /** Opens an attempt; when one exists for the registration and paper, answers that one. */
    async openAttempt(values: typeof examAttempts.$inferInsert): Promise<TAttemptRow> {
      const [inserted] = await db
        .insert(examAttempts)
        .values(values)
        .onConflictDoNothing({ target: [examAttempts.registrationId, examAttempts.paperId] })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.registrationId, values.registrationId),
            eq(examAttempts.paperId, values.paperId),
          ),
        );
      if (!existing) throw new Error('attempt neither inserted nor found');
      return existing;
    },

    async find(id: number): Promise<TAttemptRow | null> {
      const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
      return row ?? null;
    },

    /** The user's attempt; null for another user's (callers cannot tell the two apart). */
    async findOwn(id: number, userId: number): Promise<TAttemptRow | null> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId)));
      return row ?? null;
    },

    /**
     * The user's attempt with what the exam screen's calls check, in one query instead of four:
     * its exam (null when withdrawn), the user's registration for that exam and whether this
     * session entered the exam room. Null for a missing attempt and for anyone else's alike.
     */
    async findInRoom(id: number, userId: number, sessionId: string) {
      const [row] = await db
        .select({
          attempt: examAttempts,
          exam: exams,
          registration: examRegistrations,
          loggedInAt: examLogins.loggedInAt,
        })
        .from(examAttempts)
        .leftJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.status, 'published')))
        .leftJoin(
          examRegistrations,
          and(
            eq(examRegistrations.examId, examAttempts.examId),
            eq(examRegistrations.userId, userId),
          ),
        )
        .leftJoin(examLogins, sessionEntry(sessionId))
        .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId)));
      return row ?? null;
    },

    /**
     * What opening a paper checks, in one query instead of five (the start rush is 200 calls a
     * second): the published exam, the user's registration, whether this session entered the
     * exam room, and the user's attempt at the paper if one is open already. Null when the exam
     * is missing or withdrawn.
     */
    async startContext(examId: number, paperId: number, userId: number, sessionId: string) {
      const [row] = await db
        .select({
          exam: exams,
          registration: examRegistrations,
          loggedInAt: examLogins.loggedInAt,
          attempt: examAttempts,
        })
        .from(exams)
        .leftJoin(
          examRegistrations,
          and(eq(examRegistrations.examId, exams.id), eq(examRegistrations.userId, userId)),
        )
        .leftJoin(examLogins, sessionEntry(sessionId))
        .leftJoin(
          examAttempts,
          and(
            eq(examAttempts.registrationId, examRegistrations.id),
            eq(examAttempts.paperId, paperId),
          ),
        )
        .where(and(eq(exams.id, examId), eq(exams.status, 'published')));
      return row ?? null;
    },

    ofRegistrations(registrationIds: number[]): Promise<TAttemptRow[]> {
      if (registrationIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(examAttempts)
        .where(inArray(examAttempts.registrationId, registrationIds))
        .orderBy(asc(examAttempts.id));
    },

    answers(attemptId: number): Promise<TAnswerRow[]> {
      return db
        .select()
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, attemptId))
        .orderBy(asc(examAnswers.questionId));
    },

    /**
     * Stores an answer only when its sequence number is above the stored one: one statement,
     * so racing saves (a resend overtaking a newer change) keep the highest. Null: refused.
     */
    async upsertAnswer(values: typeof examAnswers.$inferInsert): Promise<TAnswerRow | null> {
      const [row] = await db
        .insert(examAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: [examAnswers.attemptId, examAnswers.questionId],
          set: {
            chosen: sql`excluded.chosen`,
            texts: sql`excluded.texts`,
            marked: sql`excluded.marked`,
            seq: sql`excluded.seq`,
            changedAt: sql`excluded.changed_at`,
            savedAt: sql`excluded.saved_at`,
          },
          setWhere: sql`excluded.seq > ${examAnswers.seq}`,
        })
        .returning();
      return row ?? null;
    },

    /**
     * A save in one statement (one round trip instead of BEGIN, two statements and COMMIT):
     * lock the attempt while it is in progress (FOR UPDATE: the scoring, which locks it too,
     * waits for the save and reads its answer, or the save finds the attempt closed and stores
     * nothing), store the answer only when its sequence number is above the stored one (racing
     * saves keep the highest), and raise the attempt's highest sequence number only when the
     * answer was stored, so a refused save changes nothing.
     */
    async saveAnswerIfOpen(values: typeof examAnswers.$inferInsert): Promise<TSaveOutcome> {
      const result: unknown = await db.execute(sql`
        with open as (
          select id from ${examAttempts}
          where id = ${values.attemptId} and status = 'in_progress'
          for update
        ), stored as (
          insert into ${examAnswers}
            (attempt_id, question_id, chosen, texts, marked, seq, changed_at, saved_at)
          select id, ${values.questionId}, ${sql.param(values.chosen, examAnswers.chosen)},
            ${sql.param(values.texts, examAnswers.texts)}, ${values.marked ?? false}, ${values.seq},
            ${sql.param(values.changedAt ?? null, examAnswers.changedAt)},
            ${sql.param(values.savedAt, examAnswers.savedAt)}
          from open
          on conflict (attempt_id, question_id) do update set
            chosen = excluded.chosen, texts = excluded.texts, marked = excluded.marked,
            seq = excluded.seq, changed_at = excluded.changed_at, saved_at = excluded.saved_at
          where excluded.seq > ${examAnswers}.seq
          returning attempt_id
        ), raised as (
          update ${examAttempts} set last_seq = greatest(last_seq, ${values.seq}::int)
          where id in (select attempt_id from stored)
        )
        select exists (select 1 from open) as open, exists (select 1 from stored) as stored`);
      // Both drivers answer { rows }; TDb leaves raw results untyped.
      const [row] = (result as { rows: { open: boolean; stored: boolean }[] }).rows;
      if (!row?.open) return 'closed';
      return row.stored ? 'stored' : 'refused';
    },

    /** Stores the 采分点 ticked for a question (a row is made for an unanswered question). */
    async saveGrade(attemptId: number, questionId: number, achieved: number[][], at: Date) {
      await db
        .insert(examAnswers)
        .values({
          attemptId,
          questionId,
          chosen: [],
          texts: [],
          marked: false,
          seq: 0,
          savedAt: at,
          achieved,
        })
        .onConflictDoUpdate({
          target: [examAnswers.attemptId, examAnswers.questionId],
          set: { achieved: sql`excluded.achieved` },
        });
    },

    async savePosition(id: number, position: number): Promise<void> {
      await db
        .update(examAttempts)
        .set({ position })
        .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')));
    },

    /** The attempt locked until the transaction ends, if it is still in progress. */
    async lockOpen(id: number): Promise<TAttemptRow | null> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')))
        .for('update');
      return row ?? null;
    },

    /** The attempt locked until the transaction ends, whatever its status. */
    async lock(id: number): Promise<TAttemptRow | null> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, id))
        .for('update');
      return row ?? null;
    },

    /** Raises the highest sequence number whatever the status (an imported answer sheet). */
    async raiseLastSeq(id: number, seq: number): Promise<void> {
      await db
        .update(examAttempts)
        .set({ lastSeq: sql`greatest(${examAttempts.lastSeq}, ${seq}::int)` })
        .where(eq(examAttempts.id, id));
    },

    /**
     * Overdue attempts (deadline before `cutoff`, still in progress), locked; rows another
     * process has locked are skipped, so processes sweeping together never take the same one.
     */
    lockOverdue(cutoff: Date, limit: number): Promise<TAttemptRow[]> {
      return db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.status, 'in_progress'),
            sql`${examAttempts.deadline} < ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(examAttempts.deadline))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * The status transition that finishes an attempt: only from in_progress, so however many
     * callers race (交卷 twice, the sweep, a late read), one of them scores it. Null: lost.
     */
    async finish(
      id: number,
      values: { status: TFinishedStatus; finishedAt: Date; score: number | null; scored: boolean },
    ): Promise<TAttemptRow | null> {
      const [row] = await db
        .update(examAttempts)
        .set(values)
        .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')))
        .returning();
      return row ?? null;
    },

    /** A finished attempt's score again (self-grading, an imported answer sheet). */
    async rescore(id: number, score: number | null, scored: boolean): Promise<TAttemptRow | null> {
      const [row] = await db
        .update(examAttempts)
        .set({ score, scored })
        .where(and(eq(examAttempts.id, id), ne(examAttempts.status, 'in_progress')))
        .returning();
      return row ?? null;
    },

    /** 补时: moves an attempt's deadline on while it is in progress. */
    async addTime(id: number, minutes: number): Promise<TAttemptRow | null> {
      const [row] = await db
        .update(examAttempts)
        .set({
          deadline: sql`${examAttempts.deadline} + make_interval(mins => ${minutes}::int)`,
          extraMinutes: sql`${examAttempts.extraMinutes} + ${minutes}::int`,
        })
        .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')))
        .returning();
      return row ?? null;
    },

    /**
     * 补时 after the sweep: reopens a collected attempt with its deadline moved on, when that
     * deadline is after `now`. Its score is cleared (the standing stops counting it) until the
     * next close scores it again through the status transition. Only from collected, in one
     * statement: a submitted attempt is never reopened, and two operators cannot both reopen.
     */
    async reopen(id: number, minutes: number, now: Date): Promise<TAttemptRow | null> {
      const deadline = sql`${examAttempts.deadline} + make_interval(mins => ${minutes}::int)`;
      const [row] = await db
        .update(examAttempts)
        .set({
          status: 'in_progress',
          deadline,
          extraMinutes: sql`${examAttempts.extraMinutes} + ${minutes}::int`,
          finishedAt: null,
          score: null,
          scored: false,
          reopenedAt: now,
        })
        .where(
          and(
            eq(examAttempts.id, id),
            eq(examAttempts.status, 'collected'),
            sql`${deadline} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The scores of a paper's finished attempts (the standing is computed from them). */
    async finishedScores(paperId: number): Promise<number[]> {
      const rows = await db
        .select({ score: examAttempts.score })
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.paperId, paperId),
            ne(examAttempts.status, 'in_progress'),
            isNotNull(examAttempts.score),
          ),
        );
      return rows.map((row) => row.score ?? 0);
    },

    /** The best finished attempts of a paper: score, then the shorter time. */
    top(paperId: number, limit: number) {
      return db
        .select({
          userId: examAttempts.userId,
          realName: examRegistrations.realName,
          score: examAttempts.score,
          startedAt: examAttempts.startedAt,
          finishedAt: examAttempts.finishedAt,
        })
        .from(examAttempts)
        .innerJoin(examRegistrations, eq(examRegistrations.id, examAttempts.registrationId))
        .where(
          and(
            eq(examAttempts.paperId, paperId),
            ne(examAttempts.status, 'in_progress'),
            isNotNull(examAttempts.score),
          ),
        )
        .orderBy(
          desc(examAttempts.score),
          sql`${examAttempts.finishedAt} - ${examAttempts.startedAt}`,
          asc(examAttempts.id),
        )
        .limit(limit);
    },

    /** The user's attempts, newest first, with their exam and paper. */
    async mine(userId: number, offset: number, limit: number) {
      const where = eq(examAttempts.userId, userId);
      return countedPage(
        db,
        examAttempts,
        where,
        db
          .select({
            attempt: examAttempts,
            examTitle: exams.title,
            variant: exams.variant,
            paperTitle: examPapers.title,
            maxScore: examPapers.maxScore,
          })
          .from(examAttempts)
          .innerJoin(exams, eq(exams.id, examAttempts.examId))
          .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
          .where(where)
          .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
          .limit(limit)
          .offset(offset),
      );
    },
  };
}

export type TAttemptRepository = ReturnType<typeof createAttemptRepository>;
