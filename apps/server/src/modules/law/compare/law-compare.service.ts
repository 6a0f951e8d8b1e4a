import type { TLawComparison } from '@yzfk/contract/calls/law-compare';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TLawRepository } from '../law.repository';
import { compareArticles, type TComparison } from './compare-articles';
import type { TLawCompareRepository } from './law-compare.repository';

type TStoredVersion = Awaited<ReturnType<TLawCompareRepository['findVersions']>>[number];

/** Comparisons kept in memory: the law page asks its current law's on every visit. */
const CACHED_COMPARISONS = 16;

function versionOf(law: TStoredVersion): TLawComparison['from'] {
  return {
    id: law.id,
    title: law.title,
    status: law.status,
    publishedAt: law.publishedAt,
    isTrial: law.isTrial,
  };
}

/**
 * 新旧对照: two stored versions of one law, compared article by article. The comparison of a
 * pair of texts is computed once and kept (the last 16, keyed by both content hashes, so an
 * import that changes either text is compared afresh).
 */
export function createLawCompareService(deps: {
  versions: TLawCompareRepository;
  laws: Pick<TLawRepository, 'listArticles' | 'listVersions'>;
}) {
  const cache = new Map<string, TComparison>();

  async function comparisonOf(from: TStoredVersion, to: TStoredVersion): Promise<TComparison> {
    const key = `${from.id}:${from.contentHash}:${to.id}:${to.contentHash}`;
    const cached = cache.get(key);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const [oldArticles, newArticles] = await Promise.all([
      deps.laws.listArticles(from.id),
      deps.laws.listArticles(to.id),
    ]);
    const comparison = compareArticles(oldArticles, newArticles);
    cache.set(key, comparison);
    if (cache.size > CACHED_COMPARISONS) cache.delete(cache.keys().next().value ?? '');
    return comparison;
  }

  return {
    /** `fromId` is shown as the older side, `toId` as the newer, in `toId`'s order. */
    async compare(fromId: number, toId: number): Promise<TLawComparison> {
      if (fromId === toId) throw new AppError(E.lawCompareSameVersion);
      const rows = await deps.versions.findVersions([fromId, toId]);
      const from = rows.find((row) => row.id === fromId);
      const to = rows.find((row) => row.id === toId);
      if (!from || !to) throw new AppError(E.lawNotFound);
      // Versions share the title without （试行）; a local regulation is one province's.
      if (from.versionGroup !== to.versionGroup || from.region !== to.region) {
        throw new AppError(E.lawCompareOtherLaw);
      }
      const [{ pairs, counts }, versions] = await Promise.all([
        comparisonOf(from, to),
        deps.laws.listVersions(to.versionGroup),
      ]);
      return { from: versionOf(from), to: versionOf(to), versions, counts, pairs };
    },
  };
}

export type TLawCompareService = ReturnType<typeof createLawCompareService>;
