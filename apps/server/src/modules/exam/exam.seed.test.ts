import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { seedDemo } from '../../modules';
import { openTestDatabase, TEST_DATABASES } from '../../test-app';
import { examPapers, exams } from './exam.schema';
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

  it('puts the 统一开考 exam at 09:00 China time on the next day', () => {
    expect(nextMorning(new Date('2026-03-01T15:59:00Z'))).toEqual({
      at: new Date('2026-03-02T01:00:00Z'),
      day: '2026-03-02',
    });
    expect(nextMorning(new Date('2026-03-01T16:00:00Z')).day).toBe('2026-03-03');
  });
});
