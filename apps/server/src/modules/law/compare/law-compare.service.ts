import type { TLawComparison } from '@yzfk/contract/calls/law-compare';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TLawRepository } from '../law.repository';
import { compareArticles } from './compare-articles';

type TStoredVersion = NonNullable<Awaited<ReturnType<TLawRepository['findById']>>>;

function versionOf(law: TStoredVersion): TLawComparison['from'] {
  return {
    id: law.id,
    title: law.title,
    status: law.status,
    publishedAt: law.publishedAt,
    isTrial: law.isTrial,
  };
}

/** 新旧对照: two stored versions of one law, compared article by article. */
export function createLawCompareService(
  laws: Pick<TLawRepository, 'findById' | 'listArticles' | 'listVersions'>,
) {
  return {
    /** `fromId` is shown as the older side, `toId` as the newer, in `toId`'s order. */
    async compare(fromId: number, toId: number): Promise<TLawComparison> {
      if (fromId === toId) throw new AppError(E.lawCompareSameVersion);
      const [from, to] = await Promise.all([laws.findById(fromId), laws.findById(toId)]);
      if (!from || !to) throw new AppError(E.lawNotFound);
      // Versions share the title without （试行）; a local regulation is one province's.
      if (from.versionGroup !== to.versionGroup || from.region !== to.region) {
        throw new AppError(E.lawCompareOtherLaw);
      }
      const [oldArticles, newArticles, versions] = await Promise.all([
        laws.listArticles(fromId),
        laws.listArticles(toId),
        laws.listVersions(to.versionGroup),
      ]);
      const { pairs, counts } = compareArticles(oldArticles, newArticles);
      return { from: versionOf(from), to: versionOf(to), versions, counts, pairs };
    },
  };
}

export type TLawCompareService = ReturnType<typeof createLawCompareService>;
