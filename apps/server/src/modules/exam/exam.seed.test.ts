import { eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { seedDemo } from '../../seed-demo';
import { openTestDatabase, TEST_DATABASES } from '../../test-app';
import { createUserRepository } from '../identity/user.repository';
import { examAttempts, examPapers, examRegistrations, exams } from './exam.schema';
import { nextMorning } from './exam.seed';
import { examState } from './exam-rules';
import { toClock } from './exam-view';

// openTestDatabase runs the demo seed, the demo exams included.
describe.each(TEST_DATABASES)('the demo exams on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('has a 随到随考 客观题 exam open now, a 统一开考 one tomorrow and a 主观题 one', async () => {
    const now = new Date();
    const rows = await database.db.select().from(exams).where(isNotNull(exams.seedKey));
    const papers = await database.db.select().from(examPapers);
    const byKey = new Map(rows.map((row) => [row.seedKey?.split(':')[0], row]));
    const obt = byKey.get('demo-obt-window');
    const fixed = byKey.get('demo-obt-fixed');
    const subt = byKey.get('demo-subt-window');
    if (!obt || !fixed || !subt) throw new Error('a demo exam is missing');
    expect(examState(toClock(obt), now)).toBe('ongoing');
    expect(obt.submitOpensMinutesBeforeEnd).toBeNull();
    expect(examState(toClock(fixed), now)).toBe('registering');
    // 09:00 China time (01:00 UTC) within the next two days.
    expect(fixed.startsAt.getUTCHours()).toBe(1);
    expect(fixed.startsAt.getTime() - now.getTime()).toBeGreaterThan(0);
    expect(fixed.startsAt.getTime() - now.getTime()).toBeLessThan(2 * 86_400_000);
    const subtPaper = papers.find((paper) => paper.examId === subt.id);
    expect(subtPaper?.questions.map((q) => q.type)).toEqual([
      'subjective',
      'subjective',
      'subjective',
    ]);
    expect(
      subtPaper?.questions.every((q) => q.subQuestions.every((s) => s.scoringPoints.length > 0)),
    ).toBe(true);
    const obtPapers = papers.filter((paper) => paper.examId === obt.id);
    expect(obtPapers.map((paper) => paper.questions.length)).toEqual([18, 9]);
  });

  it('seeds again without a second copy', async () => {
    const before = await database.db.select().from(exams);
    await seedDemo(database.db);
    expect(await database.db.select().from(exams)).toHaveLength(before.length);
  });

  it('moves the 统一开考 demo to the next 09:00 once over; one that was sat stays for its reports', async () => {
    const { db } = database;
    const current = async () => {
      const [row] = await db.select().from(exams).where(eq(exams.seedKey, 'demo-obt-fixed'));
      if (!row) throw new Error('the 统一开考 demo exam is missing');
      return row;
    };
    const [windowExam] = await db.select().from(exams).where(eq(exams.seedKey, 'demo-obt-window'));
    if (!windowExam) throw new Error('the 随到随考 demo exam is missing');
    const users = createUserRepository(db);

    /** A registration, and with `sits` a finished attempt at the exam's first paper. */
    async function candidate(exam: typeof exams.$inferSelect, phone: string, sits: boolean) {
      const user = await users.findOrCreateByPhone(1, phone);
      const [registration] = await db
        .insert(examRegistrations)
        .values({
          examId: exam.id,
          userId: user.id,
          ticketNo: `2099${phone.slice(-7)}`,
          realName: '考生',
          idNumberHash: 'x',
          idNumberMasked: 'x',
          createdAt: exam.startsAt,
        })
        .returning();
      if (!sits) return 0;
      const [paper] = await db.select().from(examPapers).where(eq(examPapers.examId, exam.id));
      const [attempt] = await db
        .insert(examAttempts)
        .values({
          registrationId: registration?.id ?? 0,
          examId: exam.id,
          paperId: paper?.id ?? 0,
          userId: user.id,
          status: 'submitted',
          startedAt: exam.startsAt,
          deadline: exam.startsAt,
          finishedAt: exam.startsAt,
          score: 1,
          scored: true,
        })
        .returning();
      return attempt?.id ?? 0;
    }

    // Registered but never sat: once over, the exam moves and the registration goes.
    const first = await current();
    await candidate(first, '13700000001', false);
    const windowAttempt = await candidate(windowExam, '13700000002', true);
    const later = new Date(first.endsAt.getTime() + 2 * 86_400_000);
    await seedDemo(db, later);
    await seedDemo(db, later);
    const morning = nextMorning(later);
    const moved = await current();
    expect(moved).toMatchObject({
      id: first.id,
      startsAt: morning.at,
      endsAt: new Date(morning.at.getTime() + 180 * 60_000),
      registrationClosesAt: morning.at,
      title: `统一开考 · 客观题模考（${morning.day}，示例）`,
      registeredCount: 0,
    });
    expect(examState(toClock(moved), later)).toBe('registering');
    expect(
      await db.select().from(examRegistrations).where(eq(examRegistrations.examId, first.id)),
    ).toEqual([]);

    // Sat: once over it stays as it was, with its attempt, and a new demo exam takes its key.
    const satAttempt = await candidate(moved, '13700000003', true);
    const evenLater = new Date(moved.endsAt.getTime() + 86_400_000);
    await seedDemo(db, evenLater);
    await seedDemo(db, evenLater);
    const [kept] = await db.select().from(exams).where(eq(exams.id, moved.id));
    expect(kept?.seedKey).toBe(`demo-obt-fixed:sat:${moved.id}`);
    expect(kept?.startsAt).toEqual(morning.at);
    const next = await current();
    expect(next.id).not.toBe(moved.id);
    expect(next.startsAt).toEqual(nextMorning(evenLater).at);
    const fixedDemos = await db.select().from(exams).where(like(exams.seedKey, 'demo-obt-fixed%'));
    expect(fixedDemos).toHaveLength(2);
    const attempts = await db
      .select()
      .from(examAttempts)
      .where(inArray(examAttempts.id, [windowAttempt, satAttempt]));
    expect(attempts.map((row) => row.examId).sort()).toEqual([windowExam.id, moved.id].sort());

    // Not over yet: seeding again the day before leaves it where it is.
    await seedDemo(db, new Date(next.startsAt.getTime() - 3_600_000));
    expect((await current()).startsAt).toEqual(next.startsAt);
  });

  it('puts the 统一开考 exam at 09:00 China time on the next day', () => {
    expect(nextMorning(new Date('2026-03-01T15:59:00Z'))).toEqual({
      at: new Date('2026-03-02T01:00:00Z'),
      day: '2026-03-02',
    });
    expect(nextMorning(new Date('2026-03-01T16:00:00Z')).day).toBe('2026-03-03');
  });
});
