import { eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { seedDemo } from '../../modules';
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

  it('keeps one 统一开考 demo exam, moved to the next 09:00 once over, other exams untouched', async () => {
    const { db } = database;
    const fixedDemos = () => db.select().from(exams).where(like(exams.seedKey, 'demo-obt-fixed%'));
    const [fixed] = await fixedDemos();
    const [windowExam] = await db.select().from(exams).where(eq(exams.seedKey, 'demo-obt-window'));
    if (!fixed || !windowExam) throw new Error('a demo exam is missing');
    // A candidate who sat the 统一开考 demo and one who sits the 随到随考 demo.
    const users = createUserRepository(db);
    const sitting: number[] = [];
    for (const [index, exam] of [fixed, windowExam].entries()) {
      const user = await users.findOrCreateByPhone(1, `1370000000${index}`);
      const [registration] = await db
        .insert(examRegistrations)
        .values({
          examId: exam.id,
          userId: user.id,
          ticketNo: `2099000${index}000001`,
          realName: '考生',
          idNumberHash: 'x',
          idNumberMasked: 'x',
          createdAt: exam.startsAt,
        })
        .returning();
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
      sitting.push(attempt?.id ?? 0);
    }

    // Three days on, the 统一开考 demo is over: the seed moves it, it adds none.
    const later = new Date(fixed.endsAt.getTime() + 2 * 86_400_000);
    await seedDemo(db, later);
    await seedDemo(db, later);
    const moved = await fixedDemos();
    expect(moved.map((row) => row.id)).toEqual([fixed.id]);
    const morning = nextMorning(later);
    expect(moved[0]).toMatchObject({
      startsAt: morning.at,
      endsAt: new Date(morning.at.getTime() + 180 * 60_000),
      registrationClosesAt: morning.at,
      title: `统一开考 · 客观题模考（${morning.day}，示例）`,
      registeredCount: 0,
    });
    expect(examState(toClock(moved[0] ?? fixed), later)).toBe('registering');
    // Its own old registration and attempt are gone; the other exam's are kept.
    const left = await db.select().from(examAttempts).where(inArray(examAttempts.id, sitting));
    expect(left.map((row) => row.examId)).toEqual([windowExam.id]);
    expect(
      await db.select().from(examRegistrations).where(eq(examRegistrations.examId, fixed.id)),
    ).toEqual([]);

    // Not over yet: seeding again the day before it leaves it where it is.
    await seedDemo(db, new Date(morning.at.getTime() - 3_600_000));
    expect((await fixedDemos()).map((row) => row.startsAt)).toEqual([morning.at]);
  });

  it('puts the 统一开考 exam at 09:00 China time on the next day', () => {
    expect(nextMorning(new Date('2026-03-01T15:59:00Z'))).toEqual({
      at: new Date('2026-03-02T01:00:00Z'),
      day: '2026-03-02',
    });
    expect(nextMorning(new Date('2026-03-01T16:00:00Z')).day).toBe('2026-03-03');
  });
});
