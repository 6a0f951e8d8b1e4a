import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config/config';
import type { TDatabase } from '../../platform/db/database';
import { createLogger } from '../../platform/logger';
import { createPlatform } from '../../platform/platform';
import { TEST_DATABASES, openSecondPool } from '../../test-app';
import { createUserRepository } from '../identity/user.repository';
import { createExamSourceService } from '../tiku/exam-source/exam-source.service';
import { examAnswers, examAttempts, examRegistrations } from './exam.schema';
import { createExamModule } from './exam.module';
import { startExamTestKit, type TExamTestKit } from './exam-test-kit';

// The deadline sweep: two exam modules, each on its own connection pool to one PostgreSQL
// schema (two server processes), close the same overdue attempts at once: every attempt is
// collected and scored exactly once, and attempts still within their time are left alone.
// On PGlite the two modules share the one database.

const OVERDUE = 24;

describe.each(TEST_DATABASES)('the deadline sweep on %s', (kind) => {
  let kit: TExamTestKit;
  let second: TDatabase | undefined;
  beforeAll(async () => {
    kit = await startExamTestKit(kind);
  });
  afterAll(async () => {
    await second?.close();
    await kit.t.close();
  });

  /** An exam module as one server process builds it, recording its mistake-book writes. */
  async function moduleOn(database: TDatabase, recorded: number[]) {
    const platform = await createPlatform(
      loadConfig({ NODE_ENV: 'test' }),
      database,
      createLogger('silent'),
      kit.now,
    );
    return createExamModule(platform, {
      authsOf: () => Promise.resolve([]),
      source: createExamSourceService(database.db),
      recordWrongAnswers: (userId) => {
        recorded.push(userId);
        return Promise.resolve();
      },
    });
  }

  it('collects every overdue attempt exactly once across two processes', async () => {
    const exam = await kit.createExam({ title: '收卷测试' });
    const paper = exam.papers[0];
    if (!paper) throw new Error('no paper');
    const { db } = kit.t.deps.database;
    const users = createUserRepository(db);
    const started = new Date(kit.now().getTime() - 20 * 60_000);
    const attemptIds: number[] = [];
    for (let index = 0; index <= OVERDUE; index++) {
      const user = await users.findOrCreateByPhone(1, `1350000${String(index).padStart(4, '0')}`);
      const [registration] = await db
        .insert(examRegistrations)
        .values({
          examId: exam.id,
          userId: user.id,
          ticketNo: `2099${String(exam.id).padStart(4, '0')}${String(index).padStart(6, '0')}`,
          realName: '考生',
          idNumberHash: 'x',
          idNumberMasked: 'x',
          createdAt: started,
        })
        .returning();
      // The last attempt still has time: the sweep must leave it open.
      const deadline = new Date(
        index === OVERDUE ? kit.now().getTime() + 60_000 : started.getTime() + 10 * 60_000,
      );
      const [attempt] = await db
        .insert(examAttempts)
        .values({
          registrationId: registration?.id ?? 0,
          examId: exam.id,
          paperId: paper.id,
          userId: user.id,
          status: 'in_progress',
          startedAt: started,
          deadline,
        })
        .returning();
      if (!attempt) throw new Error('attempt not inserted');
      attemptIds.push(attempt.id);
      // Even attempts answer the first question right (A), odd ones wrong (B).
      await db.insert(examAnswers).values({
        attemptId: attempt.id,
        questionId: kit.fixture.objective[0]?.id ?? 0,
        chosen: [index % 2 === 0 ? 'A' : 'B'],
        texts: [],
        marked: false,
        seq: 1,
        savedAt: started,
      });
    }

    const recorded: number[] = [];
    second = kind === 'postgres' ? await openSecondPool(kit.t.deps.database) : undefined;
    const a = await moduleOn(kit.t.deps.database, recorded);
    const b = await moduleOn(second ?? kit.t.deps.database, recorded);
    const [byA, byB] = await Promise.all([
      a.closeOverdueAttempts(kit.now(), 5),
      b.closeOverdueAttempts(kit.now(), 5),
    ]);
    expect(byA + byB).toBe(OVERDUE);

    const rows = await db
      .select()
      .from(examAttempts)
      .where(inArray(examAttempts.id, attemptIds))
      .orderBy(examAttempts.id);
    const overdue = rows.slice(0, OVERDUE);
    expect(overdue.every((row) => row.status === 'collected')).toBe(true);
    expect(overdue.map((row) => row.score)).toEqual(
      overdue.map((_, index) => (index % 2 === 0 ? 1 : 0)),
    );
    expect(overdue.every((row) => row.finishedAt?.getTime() === row.deadline.getTime())).toBe(true);
    expect(rows[OVERDUE]?.status).toBe('in_progress');
    // The wrong answers reached the mistake book once per attempt.
    expect(recorded).toHaveLength(OVERDUE / 2);
    expect(new Set(recorded).size).toBe(OVERDUE / 2);

    expect(await a.closeOverdueAttempts(kit.now())).toBe(0);
    kit.later(120);
    expect(await b.closeOverdueAttempts(kit.now())).toBe(1);
    const [last] = await db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptIds[OVERDUE] ?? 0));
    expect(last?.status).toBe('collected');
  });
});
