// Work a request started and not yet finished. Closing the HTTP server does not wait for it
// when the client has already gone (its socket is closed while the handler still runs), so
// the shutdown waits here before closing the database under it.

export type TInFlight = {
  /** Counts the promise until it settles, and answers it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing is in flight, or after `timeoutMs` at most. */
  drained(timeoutMs: number): Promise<void>;
  readonly count: number;
};

export function createInFlight(): TInFlight {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return work;
    },
    async drained(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...pending]), timeout]);
      clearTimeout(timer);
    },
    get count() {
      return pending.size;
    },
  };
}
