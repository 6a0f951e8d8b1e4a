import {
  LAW_RELATION_BASES,
  LAW_RELATION_KINDS,
  LAW_RELATIONS_LISTED,
  type TLawRelationBasis,
  type TLawRelationGroup,
  type TLawRelations,
} from '@yzfk/contract/calls/law-relations';
import { kindOfLevel } from './citation-kind';
import type { TLawGraphRepository } from './law-graph.repository';

/** A charge name and one article it belongs to. */
export type TChargeArticle = Awaited<ReturnType<TLawGraphRepository['chargeArticles']>>[number];

/** A stored basis as the contract names it (the column holds only these two). */
function basisOf(stored: string): TLawRelationBasis {
  return LAW_RELATION_BASES.find((basis) => basis === stored) ?? 'cites';
}

/** The law graph: who cites an article, what it applies, and the charge names. */
export function createLawGraphService(repository: TLawGraphRepository) {
  /**
   * The articles at one end of an article's edges, grouped in the contract's order: by the
   * kind of the citing text for those that cite it, by the kind of the cited text for those it
   * applies (an interpretation applies 法律 articles; an amendment's item keeps `amends`), each
   * with its count and first entries.
   */
  async function groups(articleId: number, side: 'cited' | 'citing'): Promise<TLawRelationGroup[]> {
    const rows = await repository.listOtherEnds(articleId, side);
    const kindOf = (row: (typeof rows)[number]) =>
      side === 'cited' || row.kind === 'internal' || row.kind === 'amends'
        ? row.kind
        : kindOfLevel(row.level);
    return LAW_RELATION_KINDS.flatMap((kind) => {
      const members = rows.filter((row) => kindOf(row) === kind);
      if (members.length === 0) return [];
      const items = members
        .slice(0, LAW_RELATIONS_LISTED)
        .map(({ lawId, ordinal, lawTitle, number, level, status, basis }) => ({
          lawId,
          ordinal,
          lawTitle,
          number,
          level,
          status,
          basis: basisOf(basis),
        }));
      return [{ kind, count: members.length, items }];
    });
  }

  return {
    /** Who cites this article: interpretations, cases, laws…, each group with its count. */
    citationsOf: (articleId: number) => groups(articleId, 'cited'),

    /** The articles this one cites (the statute articles an interpretation applies), grouped. */
    appliesTo: (articleId: number) => groups(articleId, 'citing'),

    /** The 刑法 articles a charge name belongs to (职务侵占罪 → 第二百七十一条); exact name. */
    chargeArticle: (name: string): Promise<TChargeArticle[]> => repository.chargeArticles(name),

    /** Every charge name, longest first, abolished ones marked. */
    chargeNames: () => repository.listChargeNames(),

    /**
     * An article's relations by its place (lawId, ordinal), as /flks/law/relations answers;
     * nothing for an article that does not exist.
     */
    async relationsAt(
      lawId: number,
      ordinal: number,
    ): Promise<Pick<TLawRelations, 'citedBy' | 'applies' | 'charges'> | undefined> {
      const articleId = await repository.articleId(lawId, ordinal);
      if (articleId === undefined) return undefined;
      const [citedBy, applies, charges] = await Promise.all([
        groups(articleId, 'cited'),
        groups(articleId, 'citing'),
        repository.chargesOf(articleId),
      ]);
      return { citedBy, applies, charges };
    },
  };
}

export type TLawGraphService = ReturnType<typeof createLawGraphService>;
