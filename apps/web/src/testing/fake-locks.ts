import type { TLockManager } from '../lib/token-manager';

/** navigator.locks for jsdom: exclusive locks by name, granted in request order. */
export function createFakeLocks(): TLockManager & { granted: string[] } {
  const queues = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  return {
    granted,
    request(name, run) {
      const turn = (queues.get(name) ?? Promise.resolve()).then(() => {
        granted.push(name);
        return run();
      });
      queues.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}
