import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAnswerQueue,
  type TAnswerQueueOptions,
  type TQueueState,
  type TQueuedSave,
  type TSaveResult,
} from './answer-queue';
import { createLocalQueueStorage } from './queue-storage';

const ATTEMPT = 31;
const SAVED_AT = '2026-06-01T01:00:05.000Z';

/** A server whose answers the test decides, one call at a time. */
function fakeTransport() {
  const calls: TQueuedSave[] = [];
  const waiting: ((result: TSaveResult) => void)[] = [];
  let auto: ((save: TQueuedSave) => TSaveResult) | null = null;
  const transport = (attemptId: number, save: TQueuedSave) => {
    expect(attemptId).toBe(ATTEMPT);
    calls.push(save);
    if (auto) return Promise.resolve(auto(save));
    return new Promise<TSaveResult>((resolve) => waiting.push(resolve));
  };
  return {
    transport,
    calls,
    /** Answers the oldest open call. */
    answer(result: TSaveResult) {
      const resolve = waiting.shift();
      if (!resolve) throw new Error('no call is waiting');
      resolve(result);
    },
    get open() {
      return waiting.length;
    },
    answerAll(reply: (save: TQueuedSave) => TSaveResult) {
      auto = reply;
    },
  };
}

const ack: TSaveResult = { kind: 'saved', savedAt: SAVED_AT, serverTime: SAVED_AT };

function setUp(overrides: Partial<TAnswerQueueOptions> = {}) {
  const server = fakeTransport();
  const storage = createLocalQueueStorage();
  const states: TQueueState[] = [];
  const queue = createAnswerQueue({
    attemptId: ATTEMPT,
    storage,
    transport: server.transport,
    debounceMs: 2000,
    quietMs: 400,
    onState: (state) => states.push(state),
    ...overrides,
  });
  return { queue, server, storage, states, last: () => states.at(-1) };
}

const choose = (chosen: string[], marked = false) => ({ chosen, texts: [], marked });

/** Lets the transport's promises and the queue's follow-ups run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the exam save queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T01:00:00.000Z'));
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('numbers changes above the attempt’s last number and sends after the quiet time', async () => {
    const { queue, server } = setUp();
    await queue.start(7);
    queue.change(1, choose(['A']));
    await vi.advanceTimersByTimeAsync(399);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([
      {
        questionId: 1,
        seq: 8,
        chosen: ['A'],
        texts: [],
        marked: false,
        changedAt: Date.now() - 400,
      },
    ]);
  });

  it('sends a question being typed into at most 2 s after its first unsent change', async () => {
    const { queue, server } = setUp();
    await queue.start(0);
    for (let i = 1; i <= 10; i += 1) {
      queue.change(5, { chosen: [], texts: ['甲'.repeat(i)], marked: false });
      await vi.advanceTimersByTimeAsync(300);
      if (i < 7) expect(server.calls).toHaveLength(0);
    }
    // Typed at 0, 300 … 2700 ms: the change of 1800 ms goes out at 2000 ms, not after the pause.
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.texts).toEqual(['甲'.repeat(7)]);
    expect(server.calls[0]?.seq).toBe(7);
  });

  it('keeps only the newest change of a question and sends one at a time, in order', async () => {
    const { queue, server } = setUp();
    await queue.start(0);
    queue.change(1, choose(['A']));
    queue.change(2, choose(['B']));
    queue.change(1, choose(['C']));
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.map((c) => [c.questionId, c.seq])).toEqual([[2, 2]]);
    expect(server.open).toBe(1);
    server.answer(ack);
    await settle();
    expect(server.calls.map((c) => [c.questionId, c.seq])).toEqual([
      [2, 2],
      [1, 3],
    ]);
    expect(server.calls[1]?.chosen).toEqual(['C']);
  });

  it('removes a change only once acknowledged and reports 已保存 with the server’s time', async () => {
    const { queue, server, storage, last } = setUp();
    await queue.start(0);
    queue.change(3, choose(['D'], true));
    await settle();
    expect(await storage.load(ATTEMPT)).toHaveLength(1);
    expect(last()?.pending.has(3)).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(await storage.load(ATTEMPT)).toHaveLength(1);
    server.answer(ack);
    await settle();
    expect(await storage.load(ATTEMPT)).toEqual([]);
    expect(last()?.pending.has(3)).toBe(false);
    expect(last()?.saved.get(3)).toBe(SAVED_AT);
  });

  it('a change made while an older one is on its way is sent after it, not lost', async () => {
    const { queue, server, last } = setUp();
    await queue.start(0);
    queue.change(1, choose(['A']));
    await vi.advanceTimersByTimeAsync(400);
    queue.change(1, choose(['B']));
    server.answer(ack);
    await settle();
    expect(last()?.pending.has(1)).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(server.calls.map((c) => c.chosen)).toEqual([['A'], ['B']]);
  });

  it('counts 4806 (a newer answer is stored) as acknowledged', async () => {
    const { queue, server, storage, last } = setUp();
    await queue.start(0);
    queue.change(1, choose(['A']));
    await vi.advanceTimersByTimeAsync(400);
    server.answer({ kind: 'superseded' });
    await settle();
    expect(await storage.load(ATTEMPT)).toEqual([]);
    expect(last()?.pending.size).toBe(0);
    expect(last()?.saved.has(1)).toBe(true);
  });

  it('retries a failed send with growing waits and shows offline until one succeeds', async () => {
    const { queue, server, last } = setUp();
    await queue.start(0);
    queue.change(1, choose(['A']));
    await vi.advanceTimersByTimeAsync(400);
    server.answer({ kind: 'failed' });
    await settle();
    expect(last()?.offline).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    server.answer({ kind: 'failed' });
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);
    server.answer(ack);
    await settle();
    expect(last()?.offline).toBe(false);
    expect(last()?.pending.size).toBe(0);
  });

  it('holds changes while offline and drains them in order when back online', async () => {
    const { queue, server, last } = setUp();
    await queue.start(0);
    queue.setOnline(false);
    expect(last()?.offline).toBe(true);
    queue.change(1, choose(['A']));
    queue.change(2, choose(['B']));
    queue.change(3, choose(['C']));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(0);
    server.answerAll(() => ack);
    queue.setOnline(true);
    await settle();
    expect(server.calls.map((c) => c.questionId)).toEqual([1, 2, 3]);
    expect(last()?.offline).toBe(false);
    expect(last()?.pending.size).toBe(0);
  });

  it('stops on 4805 (time over) and keeps what was not sent', async () => {
    const { queue, server, storage, last } = setUp();
    await queue.start(0);
    queue.change(1, choose(['A']));
    queue.change(2, choose(['B']));
    await vi.advanceTimersByTimeAsync(400);
    server.answer({ kind: 'closed', reason: 'timeOver' });
    await settle();
    expect(last()?.stopped).toBe('timeOver');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    expect((await storage.load(ATTEMPT)).map((e) => e.questionId)).toEqual([1, 2]);
    expect(await queue.flush()).toBe(false);
  });

  it('flush sends everything at once and says whether all was acknowledged', async () => {
    const { queue, server } = setUp();
    await queue.start(0);
    server.answerAll(() => ack);
    queue.change(1, choose(['A']));
    queue.change(2, choose(['B']));
    const done = queue.flush();
    await settle();
    expect(await done).toBe(true);
    expect(server.calls.map((c) => c.questionId)).toEqual([1, 2]);

    server.answerAll(() => ({ kind: 'failed' }));
    queue.change(3, choose(['C']));
    const failed = queue.flush();
    await settle();
    expect(await failed).toBe(false);
  });

  it('after a reload, sends what the last page left and numbers on from the highest stored', async () => {
    const first = setUp();
    await first.queue.start(4);
    first.queue.change(1, choose(['A']));
    first.queue.change(2, choose(['B'], true));
    await settle();
    first.queue.dispose();

    // The page is reloaded: the server knows seq 4; the browser kept 5 and 6.
    const second = setUp();
    const restored = await second.queue.start(4);
    expect(restored.map((e) => [e.questionId, e.seq])).toEqual([
      [1, 5],
      [2, 6],
    ]);
    expect(second.last()?.pending).toEqual(new Set([1, 2]));
    await settle();
    expect(second.server.calls.map((c) => c.seq)).toEqual([5]);
    second.server.answerAll(() => ack);
    second.server.answer(ack);
    await settle();
    expect(second.server.calls.map((c) => c.seq)).toEqual([5, 6]);
    expect(second.queue.change(3, choose(['C'])).seq).toBe(7);
  });

  it('refuses changes before it knows where the numbering stands', () => {
    const { queue } = setUp();
    expect(() => queue.change(1, choose(['A']))).toThrow();
  });
});
