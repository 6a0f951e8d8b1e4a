import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../../platform/db/database';
import { lawArticles, lawDocuments } from '../law.schema';
import { lawCharges, lawCitations } from './law-graph.schema';

/** Which end of an edge an article is at. */
type TSide = 'cited' | 'citing';

/** SQL that reads the law graph. */
export function createLawGraphRepository(db: TDb) {
  const other = alias(lawArticles, 'other_article');

  /** The edges at one end of an article: the column it is in and the one of the other end. */
  function ends(side: TSide) {
    return side === 'cited'
      ? { mine: lawCitations.citedArticleId, theirs: lawCitations.citingArticleId }
      : { mine: lawCitations.citingArticleId, theirs: lawCitations.citedArticleId };
  }

  return {
    /** The id of the article at (lawId, ordinal), if there is one. */
    async articleId(lawId: number, ordinal: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: lawArticles.id })
        .from(lawArticles)
        .where(and(eq(lawArticles.lawId, lawId), eq(lawArticles.ordinal, ordinal)));
      return row?.id;
    },

    /**
     * The articles at the other end of this article's edges, with the edge's kind: current
     * laws first, then the newest, then by document and place. An article has tens of edges,
     * a few hundred at most: they are read whole and grouped by the service.
     */
    async listOtherEnds(articleId: number, side: TSide) {
      const { mine, theirs } = ends(side);
      return db
        .select({
          kind: lawCitations.kind,
          basis: lawCitations.basis,
          lawId: other.lawId,
          ordinal: other.ordinal,
          lawTitle: lawDocuments.title,
          number: other.number,
          level: lawDocuments.level,
          status: lawDocuments.status,
        })
        .from(lawCitations)
        .innerJoin(other, eq(other.id, theirs))
        .innerJoin(lawDocuments, eq(lawDocuments.id, other.lawId))
        .where(eq(mine, articleId))
        .orderBy(
          // Explicit citations first: an inferred edge never pushes one out of the listed ones.
          asc(lawCitations.basis),
          desc(other.rankWeight),
          sql`${lawDocuments.publishedAt} DESC NULLS LAST`,
          asc(other.lawId),
          asc(other.ordinal),
        );
    },

    /** The articles a charge name belongs to (its 刑法 articles), exact name. */
    async chargeArticles(name: string) {
      return db
        .select({
          name: lawCharges.name,
          abolished: lawCharges.abolished,
          articleId: lawCharges.articleId,
          lawId: lawArticles.lawId,
          ordinal: lawArticles.ordinal,
          number: lawArticles.number,
        })
        .from(lawCharges)
        .innerJoin(lawArticles, eq(lawArticles.id, lawCharges.articleId))
        .where(eq(lawCharges.name, name))
        .orderBy(asc(lawArticles.ordinal));
    },

    /** The charge names that belong to an article, current ones first. */
    async chargesOf(articleId: number) {
      return db
        .select({ name: lawCharges.name, abolished: lawCharges.abolished })
        .from(lawCharges)
        .where(eq(lawCharges.articleId, articleId))
        .orderBy(asc(lawCharges.abolished), asc(lawCharges.name));
    },

    /** Every charge name once (longest first): what search matches charge names against. */
    async listChargeNames() {
      return db
        .select({ name: lawCharges.name, abolished: lawCharges.abolished })
        .from(lawCharges)
        .groupBy(lawCharges.name, lawCharges.abolished)
        .orderBy(desc(sql`length(${lawCharges.name})`));
    },
  };
}

export type TLawGraphRepository = ReturnType<typeof createLawGraphRepository>;
