import { createTtlCache } from '../../platform/cache/ttl-cache';
import type { TLawLookup } from '../law/law-lookup.service';
import type { TCitationTarget, TResolveCitations } from './link-citations';

// Resolves citation names against the law database when an article is read, so laws imported
// after the article link too. A name is looked up as written, with 中华人民共和国 before it,
// and as the demo seed's excerpt (…（示例节选）); the current version wins, then the latest.
// Answers are cached in the process for a few minutes, misses included: a law imported
// meanwhile links once its entry expires.

const PREFIX = '中华人民共和国';
const SAMPLE_SUFFIX = '（示例节选）';
const CACHE_MS = 5 * 60_000;

function candidateTitles(name: string): string[] {
  const full = name.startsWith(PREFIX) ? name : `${PREFIX}${name}`;
  return [name, full, `${name}${SAMPLE_SUFFIX}`, `${full}${SAMPLE_SUFFIX}`];
}

/** A resolver for linkCitations backed by the law module's lookup, with a per-process cache. */
export function createLawCitationResolver(
  lookup: TLawLookup,
  now: () => number = Date.now,
): TResolveCitations {
  const lawOfName = createTtlCache<string, number | null>({
    ttlMs: CACHE_MS,
    maxEntries: 5000,
    now,
  });
  const ordinalOf = createTtlCache<string, number | null>({
    ttlMs: CACHE_MS,
    maxEntries: 20_000,
    now,
  });

  async function resolveNames(names: string[]): Promise<void> {
    const missing = names.filter((name) => lawOfName.get(name) === undefined);
    if (missing.length === 0) return;
    const laws = await lookup.findLawsByTitle([...new Set(missing.flatMap(candidateTitles))]);
    for (const name of missing) {
      const candidates = candidateTitles(name);
      const best = laws
        .filter((law) => candidates.includes(law.title))
        .sort(
          (a, b) =>
            Number(b.status === '现行有效') - Number(a.status === '现行有效') ||
            candidates.indexOf(a.title) - candidates.indexOf(b.title) ||
            (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
        )[0];
      lawOfName.set(name, best?.id ?? null);
    }
  }

  async function resolveArticles(pairs: { lawId: number; number: string }[]): Promise<void> {
    const missing = pairs.filter(
      (pair) => ordinalOf.get(`${pair.lawId}:${pair.number}`) === undefined,
    );
    if (missing.length === 0) return;
    const rows = await lookup.findArticles(
      [...new Set(missing.map((pair) => pair.lawId))],
      [...new Set(missing.map((pair) => pair.number))],
    );
    const found = new Map(rows.map((row) => [`${row.lawId}:${row.number}`, row.ordinal]));
    for (const pair of missing) {
      const key = `${pair.lawId}:${pair.number}`;
      ordinalOf.set(key, found.get(key) ?? null);
    }
  }

  return async (wanted) => {
    // Answers are read into local maps: a cache entry may expire between lookup and use.
    await resolveNames([...new Set(wanted.flatMap((item) => item.names))]);
    const laws = new Map<string, number | null>();
    for (const name of new Set(wanted.flatMap((item) => item.names))) {
      laws.set(name, lawOfName.get(name) ?? null);
    }
    const pairs = wanted.flatMap(({ names, number }) =>
      names.flatMap((name) => {
        const lawId = laws.get(name);
        return lawId ? [{ lawId, number }] : [];
      }),
    );
    await resolveArticles(pairs);
    const ordinals = new Map<string, number | null>();
    for (const { lawId, number } of pairs) {
      ordinals.set(`${lawId}:${number}`, ordinalOf.get(`${lawId}:${number}`) ?? null);
    }
    return (name, number): TCitationTarget | null => {
      const lawId = laws.get(name);
      if (!lawId) return null;
      const ordinal = ordinals.get(`${lawId}:${number}`);
      return ordinal ? { lawId, ordinal } : null;
    };
  };
}
