import { vi } from 'vitest';
import type {
  TAnswerQueue,
  TAnswerValue,
  TQueueState,
  TQueueStop,
  TQueuedSave,
} from '../queue/answer-queue';

// A stand-in for the save queue in the answering screen's hook tests: the queue's own rules are
// tested in answer-queue.test.ts; here only what the screen asks of it matters.

export const IDLE_QUEUE_STATE: TQueueState = {
  pending: new Set(),
  saved: new Map(),
  rejected: new Map(),
  offline: false,
  stopped: null,
};

export type TFakeQueue = TAnswerQueue & {
  /** What flush answers: true when everything reached the server. */
  flushResult: boolean;
  /** Why the queue stopped, as state() reports it. */
  stopped: TQueueStop | null;
  /** The changes queued, in order. */
  changes: TQueuedSave[];
};

/** A queue that numbers changes from `lastSeq` + 1, stamps them with `now` and flushes at once. */
export function fakeQueue(lastSeq = 0, now = () => Date.now()): TFakeQueue {
  let seq = lastSeq;
  const fake: TFakeQueue = {
    flushResult: true,
    stopped: null,
    changes: [],
    start: () => Promise.resolve([]),
    change: (questionId: number, value: TAnswerValue) => {
      seq += 1;
      const save = { ...value, questionId, seq, changedAt: now() };
      fake.changes.push(save);
      return save;
    },
    flush: vi.fn(() => Promise.resolve(fake.flushResult)),
    setOnline: () => undefined,
    entries: () => fake.changes,
    state: () => ({ ...IDLE_QUEUE_STATE, stopped: fake.stopped }),
    dispose: () => undefined,
  };
  return fake;
}
