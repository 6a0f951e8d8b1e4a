import { createTtlCache } from '../../../platform/cache/ttl-cache';
import type { TPracticeLookupsRepository } from './practice-lookups.repository';
import type { TPracticeStore } from './practice-repositories';

type TLookups = TPracticeLookupsRepository;
type TQuestionWithNames = Awaited<ReturnType<TLookups['questionsWithNames']>>[number];
type TCacheOptions = { ttlMs: number; maxEntries: number; now: () => number };

/** One value per key, read through a TTL cache. */
function cachedByKey<K, V>(load: (key: K) => Promise<V>, options: TCacheOptions) {
  const cache = createTtlCache<K, V>(options);
  return async (key: K): Promise<V> => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = await load(key);
    cache.set(key, value);
    return value;
  };
}

/** Questions by id through a TTL cache: only the ids not in memory are read, in one query. */
function cachedQuestions(load: TLookups['questionsWithNames'], options: TCacheOptions) {
  const cache = createTtlCache<number, TQuestionWithNames>(options);
  return async (ids: number[]): Promise<TQuestionWithNames[]> => {
    const found: TQuestionWithNames[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = cache.get(id);
      if (row) found.push(row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const row of await load(missing)) {
      cache.set(row.question.id, row);
      found.push(row);
    }
    return found;
  };
}

/**
 * Questions, papers and banks change only by import, and every answer and every paper read
 * needs them: outside transactions they are served from memory for `ttlMs` (an import shows
 * within that time). Transactions still read the database.
 */
export function withQuestionCache(store: TPracticeStore, options: TCacheOptions): TPracticeStore {
  const { lookups } = store;
  return {
    ...store,
    lookups: {
      ...lookups,
      questionsWithNames: cachedQuestions((ids) => lookups.questionsWithNames(ids), options),
      paperItems: cachedByKey((paperId: number) => lookups.paperItems(paperId), options),
      findBank: cachedByKey((bankId: number) => lookups.findBank(bankId), options),
    },
  };
}
