import { snippetOf } from '../../platform/search/highlight';
import type { TSearchIndexRepository } from './search-index.repository';
import type { TSearchProvider, TSearchSource } from '../../platform/search/search-provider';
import { tsqueryLiteral } from '../../platform/search/ts-literals';

/**
 * The index's format, stored before each source signature: an index written by an older
 * format (paid entries not yet kept apart) is rebuilt although the content did not change.
 */
const INDEX_FORMAT = 'v2';

/** The index kind of a source's entries that open only with an authorisation. */
const authorisedKind = (tab: string) => `${tab}:authorised`;

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
    const signature = `${INDEX_FORMAT}:${await source.signature()}`;
    const kinds = [source.tab, authorisedKind(source.tab)];
    const stored = await Promise.all(kinds.map((kind) => index.signatureOf(kind)));
    if (stored.some((found) => found !== signature)) {
      const entries = await source.entries();
      // Entries that open only with an authorisation live in a kind of their own, searched
      // only for authorised callers; each kind is replaced whole (replaceKind skips a current one).
      await index.replaceKind(
        source.tab,
        signature,
        entries.filter((entry) => !entry.authorisedOnly),
      );
      await index.replaceKind(
        authorisedKind(source.tab),
        signature,
        entries.filter((entry) => entry.authorisedOnly),
      );
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
      const kinds = request.authorised ? [source.tab, authorisedKind(source.tab)] : [source.tab];
      const found = await index.match(kinds, literal, request.offset, request.limit);
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
