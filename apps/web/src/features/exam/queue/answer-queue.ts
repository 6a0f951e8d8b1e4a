import { EXAM_SAVE_DEBOUNCE_MS } from '@yzfk/contract/calls/exam-shapes';

// The exam screen's save queue: the one place that makes sure no answer is lost. Every change
// (choice, text, mark) is stored at once with a per-attempt increasing sequence number, sent one
// at a time in order, and forgotten only when the server acknowledged it (or told us it already
// holds a newer one). Storage, transport and timers are injected so that the rules can be tested
// without a browser or a server.

/** What the candidate gave for one question. */
export type TAnswerValue = { chosen: string[]; texts: string[]; marked: boolean };

/** One change waiting for the server's acknowledgement. */
export type TQueuedSave = TAnswerValue & {
  questionId: number;
  seq: number;
  /** When the browser made the change (ms since epoch): the server's grace after the deadline. */
  changedAt: number;
};

/** Where the queue survives a reload (IndexedDB, else localStorage; memory in tests). */
export type TQueueStorage = {
  load: (attemptId: number) => Promise<TQueuedSave[]>;
  save: (attemptId: number, saves: readonly TQueuedSave[]) => Promise<void>;
};

/** What became of one save, as the transport classifies the server's answer. */
export type TSaveResult =
  | { kind: 'saved'; savedAt: string; serverTime: string }
  /** 4806: the server holds a newer answer for the question; counts as acknowledged. */
  | { kind: 'superseded' }
  /** 4805 (time over) and 4813 (finished): nothing more will be accepted. */
  | { kind: 'closed'; reason: 'timeOver' | 'finished' }
  /** 4803: the exam room login is gone; the page goes back to examLogin. */
  | { kind: 'loginRequired' }
  /** The server refused this save for good (a bad request): retrying cannot help. */
  | { kind: 'rejected'; message: string }
  /** Network, time-out or server trouble: retry with backoff. */
  | { kind: 'failed' };

export type TSaveTransport = (attemptId: number, save: TQueuedSave) => Promise<TSaveResult>;

export type TQueueTimers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type TQueueStop = 'timeOver' | 'finished' | 'loginRequired';

/** What the screen shows about saving. */
export type TQueueState = {
  /** Questions with a change the server has not acknowledged yet. */
  pending: ReadonlySet<number>;
  /** The time of each question's last acknowledgement (ISO 8601). */
  saved: ReadonlyMap<number, string>;
  /** Questions whose last change the server refused, with its message. */
  rejected: ReadonlyMap<number, string>;
  /** The browser is offline or the last send failed: the red banner shows. */
  offline: boolean;
  /** Why the queue stopped sending, if it did. */
  stopped: TQueueStop | null;
};

export type TAnswerQueueOptions = {
  attemptId: number;
  storage: TQueueStorage;
  transport: TSaveTransport;
  /** A change is sent at most this long after it was made. */
  debounceMs?: number;
  /** …or as soon as the question has been left alone this long (a click, a pause in typing). */
  quietMs?: number;
  /** Wait before the n-th retry after a failed send (n from 1). */
  backoffMs?: (failures: number) => number;
  now?: () => number;
  timers?: TQueueTimers;
  onState?: (state: TQueueState) => void;
  /** Each acknowledgement carries the server's clock, to keep the countdown in step. */
  onServerTime?: (serverTime: string) => void;
};

export type TAnswerQueue = {
  /** Loads what an earlier page left unsent; numbering continues above lastSeq and the stored. */
  start: (lastSeq: number) => Promise<TQueuedSave[]>;
  /** Queues a change of one question and stores it; returns the change with its number. */
  change: (questionId: number, value: TAnswerValue) => TQueuedSave;
  /** Sends everything now; true once nothing is left to send, false if a send failed or stopped. */
  flush: () => Promise<boolean>;
  /** The browser's online and offline events. */
  setOnline: (online: boolean) => void;
  /** The changes still waiting, in order. */
  entries: () => readonly TQueuedSave[];
  state: () => TQueueState;
  dispose: () => void;
};

/** 1 s, 2 s, 4 s … at most 30 s between retries. */
export function defaultBackoff(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);
}

const DEFAULT_QUIET_MS = 400;

const browserTimers: TQueueTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Creates the save queue of one attempt. */
export function createAnswerQueue(options: TAnswerQueueOptions): TAnswerQueue {
  const {
    attemptId,
    storage,
    transport,
    debounceMs = EXAM_SAVE_DEBOUNCE_MS,
    quietMs = DEFAULT_QUIET_MS,
    backoffMs = defaultBackoff,
    now = () => Date.now(),
    timers = browserTimers,
  } = options;

  let entries: TQueuedSave[] = [];
  let seq = 0;
  /** When each question's oldest unsent change was made, for the "at most debounceMs" rule. */
  const firstChangeAt = new Map<number, number>();
  const dueAt = new Map<number, number>();
  const saved = new Map<number, string>();
  const rejected = new Map<number, string>();
  let inFlight: TQueuedSave | null = null;
  let timer: unknown = null;
  let failures = 0;
  let retryAt = 0;
  let lastSendFailed = false;
  let browserOffline = false;
  let stopped: TQueueStop | null = null;
  let disposed = false;
  let started = false;
  let flushing = false;
  let flushWaiters: ((ok: boolean) => void)[] = [];
  let writes: Promise<void> = Promise.resolve();

  function state(): TQueueState {
    return {
      pending: new Set(entries.map((entry) => entry.questionId)),
      saved: new Map(saved),
      rejected: new Map(rejected),
      offline: browserOffline || lastSendFailed,
      stopped,
    };
  }

  function emit(): void {
    if (!disposed) options.onState?.(state());
  }

  /** Writes in order: a slow write never lands after a newer one. */
  function persist(): void {
    const snapshot = entries.map((entry) => ({ ...entry }));
    writes = writes
      .then(() => storage.save(attemptId, snapshot))
      // A storage failure must not stop the sending: the change is still in memory.
      .catch(() => undefined);
  }

  function settleFlush(ok: boolean): void {
    if (flushWaiters.length === 0) return;
    const waiters = flushWaiters;
    flushWaiters = [];
    flushing = false;
    for (const resolve of waiters) resolve(ok);
  }

  function clearTimer(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function nextDue(): number | null {
    let earliest: number | null = null;
    for (const entry of entries) {
      if (entry === inFlight) continue;
      const due = flushing ? 0 : (dueAt.get(entry.questionId) ?? 0);
      earliest = earliest === null ? due : Math.min(earliest, due);
    }
    return earliest === null ? null : Math.max(earliest, flushing ? 0 : retryAt);
  }

  function schedule(): void {
    clearTimer();
    if (disposed || stopped || inFlight || browserOffline) return;
    if (entries.length === 0) {
      settleFlush(true);
      return;
    }
    const due = nextDue();
    if (due === null) return;
    timer = timers.setTimeout(
      () => {
        timer = null;
        void pump();
      },
      Math.max(0, due - now()),
    );
  }

  /** The due change with the lowest number: changes go out in the order they were made. */
  function pickDue(): TQueuedSave | undefined {
    const time = now();
    return entries.find((entry) => flushing || (dueAt.get(entry.questionId) ?? 0) <= time);
  }

  function forget(sent: TQueuedSave): void {
    entries = entries.filter(
      (entry) => !(entry.questionId === sent.questionId && entry.seq <= sent.seq),
    );
    persist();
  }

  /** Handles one send's result; false when sending should pause (a failure or a stop). */
  function apply(sent: TQueuedSave, result: TSaveResult): boolean {
    switch (result.kind) {
      case 'saved':
      case 'superseded':
        failures = 0;
        retryAt = 0;
        lastSendFailed = false;
        rejected.delete(sent.questionId);
        saved.set(
          sent.questionId,
          result.kind === 'saved'
            ? result.savedAt
            : (saved.get(sent.questionId) ?? new Date(now()).toISOString()),
        );
        forget(sent);
        if (result.kind === 'saved') options.onServerTime?.(result.serverTime);
        return true;
      case 'rejected':
        lastSendFailed = false;
        rejected.set(sent.questionId, result.message);
        forget(sent);
        return true;
      case 'closed':
        stopped = result.reason;
        return false;
      case 'loginRequired':
        stopped = 'loginRequired';
        return false;
      case 'failed':
        failures += 1;
        lastSendFailed = true;
        retryAt = now() + backoffMs(failures);
        settleFlush(false);
        return false;
    }
  }

  /** Sends the due changes one after another until none is due or a send fails. */
  async function pump(): Promise<void> {
    if (inFlight) return;
    for (;;) {
      if (disposed || stopped || browserOffline) break;
      const next = pickDue();
      if (!next) break;
      inFlight = next;
      // Changes made while this one is on its way start a new debounce window.
      firstChangeAt.delete(next.questionId);
      let result: TSaveResult;
      try {
        result = await transport(attemptId, next);
      } catch {
        result = { kind: 'failed' };
      }
      inFlight = null;
      if (disposed) return;
      const goOn = apply(next, result);
      emit();
      if (!goOn) break;
    }
    if (stopped) settleFlush(false);
    schedule();
  }

  return {
    async start(lastSeq) {
      const loaded = (await storage.load(attemptId)).filter((entry) => entry.seq > 0);
      loaded.sort((a, b) => a.seq - b.seq);
      seq = Math.max(lastSeq, ...loaded.map((entry) => entry.seq));
      entries = loaded;
      for (const entry of loaded) dueAt.set(entry.questionId, 0);
      started = true;
      emit();
      schedule();
      return loaded;
    },

    change(questionId, value) {
      // Before start the numbering is unknown: a number too low would be refused as superseded.
      if (!started) throw new Error('answer queue used before start');
      seq += 1;
      const time = now();
      const save: TQueuedSave = {
        questionId,
        seq,
        chosen: [...value.chosen],
        texts: [...value.texts],
        marked: value.marked,
        changedAt: time,
      };
      // Only the newest change of a question needs sending; one already on its way stays.
      entries = [
        ...entries.filter((entry) => entry.questionId !== questionId || entry === inFlight),
        save,
      ];
      const first = firstChangeAt.get(questionId) ?? time;
      firstChangeAt.set(questionId, first);
      dueAt.set(questionId, Math.min(first + debounceMs, time + quietMs));
      persist();
      emit();
      schedule();
      return save;
    },

    flush() {
      if (stopped) return Promise.resolve(false);
      if (entries.length === 0) return Promise.resolve(true);
      const done = new Promise<boolean>((resolve) => flushWaiters.push(resolve));
      flushing = true;
      retryAt = 0;
      if (browserOffline) {
        settleFlush(false);
        return done;
      }
      schedule();
      return done;
    },

    setOnline(online) {
      browserOffline = !online;
      if (online) {
        retryAt = 0;
      } else {
        clearTimer();
        settleFlush(false);
      }
      emit();
      schedule();
    },

    entries: () => entries.map((entry) => ({ ...entry })),
    state,

    dispose() {
      disposed = true;
      clearTimer();
      settleFlush(false);
    },
  };
}
