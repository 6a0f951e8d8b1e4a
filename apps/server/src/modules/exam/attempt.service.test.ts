import { describe, expect, it } from 'vitest';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import { createAttemptService } from './attempt.service';
import { examWorld, minutesAfter, type TExamWorldOptions } from './exam-fake-store';

// The attempt rules as the candidate meets them, without a database: when a paper may be
// opened (the 随到随考 window, 统一开考's late entry), the deadline it gets, and which saves
// still count around that deadline (the grace). The API tests prove the same on both databases
// with the SQL; these name each rule and its edge.

const STARTS = new Date('2026-11-20T01:00:00Z');
const GRACE_MS = EXAM_DEFAULTS.saveGraceSeconds * 1000;

function start(options: Partial<TExamWorldOptions> & Pick<TExamWorldOptions, 'startMode'>) {
  const world = examWorld({
    startsAt: STARTS,
    endsAt: minutesAfter(STARTS, 180),
    durationMinutes: 60,
    now: STARTS,
    ...options,
  });
  const service = createAttemptService(world.deps);
  const open = () =>
    service.start(world.candidate, { examId: world.exam.id, paperId: world.paper.id });
  return { world, service, open };
}

describe('opening a paper of a 随到随考 exam', () => {
  it('refuses before the window opens (4804)', async () => {
    const { open } = start({ startMode: 'window', now: minutesAfter(STARTS, -1) });
    await expect(open()).rejects.toMatchObject({ code: 4804 });
  });

  it('gives the full duration inside the window, from the moment the candidate starts', async () => {
    const { open } = start({ startMode: 'window', now: minutesAfter(STARTS, 10) });
    const view = await open();
    expect(view.attempt.deadline).toBe(minutesAfter(STARTS, 70).toISOString());
    expect(view.attempt.status).toBe('in_progress');
  });

  it('cuts the duration at the end of the window', async () => {
    const { open } = start({ startMode: 'window', now: minutesAfter(STARTS, 150) });
    expect((await open()).attempt.deadline).toBe(minutesAfter(STARTS, 180).toISOString());
  });

  it('refuses once the window has closed (4810, 考试已结束)', async () => {
    const { open } = start({ startMode: 'window', now: minutesAfter(STARTS, 180) });
    await expect(open()).rejects.toMatchObject({ code: 4810, msg: '考试已结束，不能再进入考场' });
  });
});

describe('opening a paper of a 统一开考 exam', () => {
  const fixed = { startMode: 'fixed', endsAt: minutesAfter(STARTS, 60) } as const;

  it('lets a late candidate in within the late entry, with everyone’s deadline', async () => {
    const { open } = start({ ...fixed, now: minutesAfter(STARTS, 29) });
    expect((await open()).attempt.deadline).toBe(minutesAfter(STARTS, 60).toISOString());
  });

  it('refuses after the late entry, saying how late is too late (4810)', async () => {
    const { open } = start({ ...fixed, now: minutesAfter(STARTS, 30) });
    await expect(open()).rejects.toMatchObject({
      code: 4810,
      msg: '开考已超过 30 分钟，不能再进入考场',
    });
  });

  it('resumes the attempt already open instead of opening another', async () => {
    const { world, open } = start({ ...fixed, now: minutesAfter(STARTS, 1) });
    const first = await open();
    world.at(minutesAfter(STARTS, 45));
    expect((await open()).attempt.id).toBe(first.attempt.id);
    expect(world.attempts).toHaveLength(1);
  });
});

describe('saves around the deadline', () => {
  async function opened() {
    const { world, service, open } = start({ startMode: 'window' });
    const { attempt } = await open();
    const deadline = new Date(attempt.deadline);
    let seq = 0;
    const save = (changedAt: Date) =>
      service.save(world.candidate, {
        attemptId: attempt.id,
        questionId: world.question.id,
        seq: ++seq,
        chosen: ['A'],
        texts: [],
        marked: false,
        changedAt: changedAt.getTime(),
      });
    return { world, service, attempt, deadline, save };
  }

  it('counts a save that arrives in the grace when the change was made by the deadline', async () => {
    const { world, deadline, save } = await opened();
    const arrives = new Date(deadline.getTime() + GRACE_MS);
    world.at(arrives);
    await expect(save(deadline)).resolves.toMatchObject({ savedAt: arrives.toISOString() });
  });

  it('refuses a change made after the deadline, even within the grace (4805)', async () => {
    const { world, deadline, save } = await opened();
    world.at(new Date(deadline.getTime() + 1000));
    await expect(save(world.now())).rejects.toMatchObject({ code: 4805 });
    expect(world.attempts[0]?.status).toBe('in_progress');
  });

  it('refuses everything after the grace and collects the attempt there and then', async () => {
    const { world, service, attempt, deadline, save } = await opened();
    world.at(new Date(deadline.getTime() + GRACE_MS + 1000));
    await expect(save(deadline)).rejects.toMatchObject({ code: 4805 });
    const view = await service.get(world.candidate, attempt.id);
    expect(view.attempt).toMatchObject({ status: 'collected', finishedAt: deadline.toISOString() });
  });
});
