import type { TMenuItem } from '@yzfk/contract/calls/pagesection';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import type { TPageSectionRepository } from './page-section.repository';

/**
 * Reads sites' page sections (the header menu) and presents them as the contract says. Every
 * page asks for the menu and it rarely changes, so it is kept in memory for `cacheTtlMs`:
 * an edit shows everywhere within that time.
 */
export function createPageSectionService(
  repository: TPageSectionRepository,
  cacheTtlMs: number,
  now: () => Date,
) {
  const cache = createTtlCache<string, TMenuItem[]>({
    ttlMs: cacheTtlMs,
    maxEntries: 1000,
    now: () => now().getTime(),
  });
  return {
    async get(siteId: number, pageValue: string): Promise<TMenuItem[]> {
      const key = `${siteId}:${pageValue}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const items = (await repository.list(siteId, pageValue)).map((item) => ({
        id: item.id,
        name: item.name,
        settings: { path: item.settings.path },
      }));
      cache.set(key, items);
      return items;
    },
  };
}

export type TPageSectionService = ReturnType<typeof createPageSectionService>;
