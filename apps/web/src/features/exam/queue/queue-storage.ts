import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { TQueueStorage, TQueuedSave } from './answer-queue';

// Where the save queue survives a reload, a crash of the tab or an offline spell: IndexedDB
// through idb-keyval, else localStorage (private windows of some browsers refuse IndexedDB).

const KEY_PREFIX = 'yzfk.exam.queue.';

export type TStorageKind = 'indexeddb' | 'localstorage' | 'none';

function keyOf(attemptId: number): string {
  return `${KEY_PREFIX}${attemptId}`;
}

function isQueuedSave(value: unknown): value is TQueuedSave {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.questionId === 'number' &&
    typeof entry.seq === 'number' &&
    typeof entry.changedAt === 'number' &&
    typeof entry.marked === 'boolean' &&
    Array.isArray(entry.chosen) &&
    Array.isArray(entry.texts)
  );
}

/** What was stored, keeping only well-formed entries (an old format or a hand edit). */
function parseStored(value: unknown): TQueuedSave[] {
  return Array.isArray(value) ? value.filter(isQueuedSave) : [];
}

/** The queue in localStorage, one key per attempt. */
export function createLocalQueueStorage(local: Storage = localStorage): TQueueStorage {
  return {
    load(attemptId) {
      const text = local.getItem(keyOf(attemptId));
      try {
        return Promise.resolve(parseStored(text ? JSON.parse(text) : []));
      } catch {
        return Promise.resolve([]);
      }
    },
    save(attemptId, saves) {
      if (saves.length === 0) local.removeItem(keyOf(attemptId));
      else local.setItem(keyOf(attemptId), JSON.stringify(saves));
      return Promise.resolve();
    },
  };
}

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

let idbStore: UseStore | null = null;
function store(): UseStore {
  idbStore ??= createStore('yzfk-exam', 'answer-queue');
  return idbStore;
}

/**
 * The browser's queue storage: IndexedDB, falling back to localStorage for good once IndexedDB
 * fails (a write that fails there is repeated in localStorage, so nothing is dropped).
 */
export function createBrowserQueueStorage(): TQueueStorage {
  const local = createLocalQueueStorage();
  let useIdb = hasIndexedDb();
  return {
    async load(attemptId) {
      const fromLocal = await local.load(attemptId);
      if (!useIdb) return fromLocal;
      try {
        const fromIdb = parseStored(await get(keyOf(attemptId), store()));
        // After a fallback mid-exam both may hold entries: the newer number of each wins later.
        return [...fromIdb, ...fromLocal];
      } catch {
        useIdb = false;
        return fromLocal;
      }
    },
    async save(attemptId, saves) {
      if (useIdb) {
        try {
          if (saves.length === 0) await del(keyOf(attemptId), store());
          else await set(keyOf(attemptId), saves, store());
          await local.save(attemptId, []);
          return;
        } catch {
          useIdb = false;
        }
      }
      await local.save(attemptId, saves);
    },
  };
}

/** Which storage the queue will use on this browser (the device check shows it). */
export async function probeQueueStorage(): Promise<TStorageKind> {
  if (hasIndexedDb()) {
    try {
      await set('probe', Date.now(), store());
      await del('probe', store());
      return 'indexeddb';
    } catch {
      // fall through to localStorage
    }
  }
  try {
    localStorage.setItem(`${KEY_PREFIX}probe`, '1');
    localStorage.removeItem(`${KEY_PREFIX}probe`);
    return 'localstorage';
  } catch {
    return 'none';
  }
}
