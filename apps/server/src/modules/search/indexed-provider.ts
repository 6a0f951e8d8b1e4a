import { snippetOf } from '../../platform/search/highlight';
import type { TSearchIndexRepository } from './search-index.repository';
import type { TSearchProvider, TSearchSource } from '../../platform/search/search-provider';
import { tsqueryLiteral } from '../../platform/search/ts-literals';

/** How long a checked signature is trusted before the source is asked again. */
export const SIGNATURE_TTL_MS = 10_000;

/**
 * A provider over the search index for one source, kept to the source's current version: the
 * source's signature is read at most every SIGNATURE_TTL_MS, and when it differs from the
 * stored one the kind is rebuilt (the first search in a process waits for that; later checks
 * run beside the searches). Imports therefore need no hook into the search module.
 */
export function createIndexedProvider(
  index: TSearchIndexRepository,
  source: TSearchSource,
  clock: () => number = Date.now,
): TSearchProvider & { refresh(): Promise<void> } {
  let checkedAt = -Infinity;
  let pending: Promise<void> | undefined;

  async function rebuildIfChanged(): Promise<void> {
    const signature = await source.signature();
    if ((await index.signatureOf(source.tab)) !== signature) {
      await index.replaceKind(source.tab, signature, await source.entries());
    }
    checkedAt = clock();
  }

  function refresh(): Promise<void> {
    pending ??= rebuildIfChanged().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    tab: source.tab,
    refresh,
    async search(request) {
      if (checkedAt === -Infinity) {
        // Never checked in this process: the index may be empty or stale, so wait for it.
        await refresh();
      } else if (!pending && clock() - checkedAt >= SIGNATURE_TTL_MS) {
        // Later checks run beside the search (which answers from the index as it is), so no
        // search pays for a signature query or a rebuild; a failed check is retried next time.
        refresh().catch(() => undefined);
      }
      // Other content has no phrase or title-only mode: every term must match.
      const literal = tsqueryLiteral(request.query, 'all');
      if (!literal) return { total: 0, capped: false, hits: [] };
      const found = await index.match(source.tab, literal, request.offset, request.limit);
      return {
        total: found.total,
        capped: found.capped,
        hits: found.rows.map((row) => ({
          id: row.ref_id,
          title: row.title,
          snippet: snippetOf(row.body, request.terms, 100),
          tags: row.tags,
          path: row.path,
        })),
      };
    },
  };
}
