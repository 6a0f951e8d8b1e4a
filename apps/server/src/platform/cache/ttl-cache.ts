/**
 * A small in-process cache: entries expire after `ttlMs`, and past `maxEntries` the least
 * recently used entry goes. For hot reads whose source of truth stays in the database.
 */
export function createTtlCache<K, V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { value: V; expiresAt: number }>();

  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert so Map order tracks recency.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    set(key: K, value: V): void {
      if (options.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },

    delete(key: K): void {
      entries.delete(key);
    },

    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}
