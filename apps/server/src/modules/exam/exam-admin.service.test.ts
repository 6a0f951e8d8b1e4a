import { describe, expect, it } from 'vitest';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import { createAttemptService } from './attempt.service';
import { createExamAdminService } from './exam-admin.service';
import { examWorld, minutesAfter } from './exam-fake-store';

// 补时 as the operator meets it, without a database: an attempt in progress gets the minutes;
// one the deadline collected (an outage kept the candidate out) reopens when the minutes reach
// past now, and the refusal says how many would; one the candidate handed in never reopens.

const STARTS = new Date('2026-11-20T01:00:00Z');
const GRACE_MS = EXAM_DEFAULTS.saveGraceSeconds * 1000;

async function openedAttempt() {
  const world = examWorld({
    startMode: 'window',
    startsAt: STARTS,
    endsAt: minutesAfter(STARTS, 180),
    durationMinutes: 60,
    now: minutesAfter(STARTS, 5),
  });
  const candidate = createAttemptService(world.deps);
  const admin = createExamAdminService(world.deps);
  const { attempt } = await candidate.start(world.candidate, {
    examId: world.exam.id,
    paperId: world.paper.id,
  });
  const deadline = new Date(attempt.deadline);
  /** Past the deadline and the grace: the next read collects the attempt. */
  const collect = async (minutesLate: number) => {
    world.at(new Date(minutesAfter(deadline, minutesLate).getTime() + GRACE_MS));
    return (await candidate.get(world.candidate, attempt.id)).attempt;
  };
  return { world, candidate, admin, attemptId: attempt.id, deadline, collect };
}

describe('补时', () => {
  it('moves the deadline of an attempt in progress on by the minutes', async () => {
    const { admin, attemptId, deadline } = await openedAttempt();
    const { attempt } = await admin.addTime({ attemptId, minutes: 5 });
    expect(attempt).toMatchObject({
      status: 'in_progress',
      deadline: minutesAfter(deadline, 5).toISOString(),
    });
  });

  it('reopens an attempt the deadline collected when the new deadline is still ahead', async () => {
    const { admin, candidate, world, attemptId, deadline, collect } = await openedAttempt();
    expect((await collect(2)).status).toBe('collected');
    const { attempt } = await admin.addTime({ attemptId, minutes: 10 });
    expect(attempt).toMatchObject({
      status: 'in_progress',
      deadline: minutesAfter(deadline, 10).toISOString(),
      finishedAt: null,
      score: null,
    });
    expect((await candidate.get(world.candidate, attemptId)).attempt.status).toBe('in_progress');
  });

  it('refuses too few minutes for a collected attempt, saying how many it needs (4817)', async () => {
    const { admin, attemptId, collect } = await openedAttempt();
    await collect(9);
    await expect(admin.addTime({ attemptId, minutes: 5 })).rejects.toMatchObject({
      code: 4817,
      msg: '补时 5 分钟后考试时间仍已结束，至少需补时 10 分钟才能重新开放作答',
    });
  });

  it('never reopens an attempt the candidate handed in (4813)', async () => {
    const { admin, candidate, world, attemptId } = await openedAttempt();
    await candidate.submit(world.candidate, attemptId);
    await expect(admin.addTime({ attemptId, minutes: 30 })).rejects.toMatchObject({ code: 4813 });
    expect(world.attempts[0]?.status).toBe('submitted');
  });

  it('answers an unknown attempt as missing (4709)', async () => {
    const { admin } = await openedAttempt();
    await expect(admin.addTime({ attemptId: 999, minutes: 5 })).rejects.toMatchObject({
      code: 4709,
    });
  });
});
