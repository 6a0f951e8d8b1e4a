import { and, desc, eq, sql } from 'drizzle-orm';
import { CASE_ARTICLE_COLUMN } from '@yzfk/contract/calls/article';
import type { TLawArticleRef } from '@yzfk/contract/calls/law';
import type { TLawLinkedWriting } from '@yzfk/contract/calls/law-relations';
import type { TDb } from '../../platform/db/database';
import { htmlToText } from '../../platform/html/sanitize-html';
import type { TContentCitations } from '../law/graph/content-citations.service';
import { articles } from './article.schema';

// Our articles' side of 法条联想: the law articles each body cites, kept in articles.law_refs
// (by law id and ordinal, as questions keep theirs) and read by the law page's badges and
// panel. The citations are read by the law graph's parser; relink() reads every article again
// against the library as it is, so it runs after each article import and each load of laws
// (a demo article seeded before the law pack links once the pack is in). Idempotent.

/** Articles whose law references hold `ref`'s fields (jsonb containment). */
function refersTo(ref: { lawId: number; ordinal?: number }) {
  return sql`${articles.lawRefs} @> ${JSON.stringify([ref])}::jsonb`;
}

function sameRefs(a: TLawArticleRef[], b: TLawArticleRef[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Our articles citing law articles: their stored references, relinked on demand. */
export function createArticlesOnLaw(db: TDb, citations: TContentCitations) {
  return {
    /** Reads every article's citations again; answers how many articles changed. */
    async relink(): Promise<number> {
      const rows = await db
        .select({
          id: articles.id,
          bodyHtml: articles.bodyHtml,
          publishedAt: articles.publishedAt,
          lawRefs: articles.lawRefs,
        })
        .from(articles);
      if (rows.length === 0) return 0;
      const found = await citations.articlesCitedIn(
        rows.map((row) => ({
          text: htmlToText(row.bodyHtml),
          publishedAt: row.publishedAt.toISOString().slice(0, 10),
        })),
      );
      let changed = 0;
      for (const [index, row] of rows.entries()) {
        const refs = found[index] ?? [];
        if (sameRefs(refs, row.lawRefs)) continue;
        await db.update(articles).set({ lawRefs: refs }).where(eq(articles.id, row.id));
        changed++;
      }
      return changed;
    },

    /** How many published articles cite each article of a law, cases and the others apart. */
    async countsByArticle(lawId: number): Promise<Map<number, { case: number; other: number }>> {
      const rows = await db
        .select({ column: articles.column, lawRefs: articles.lawRefs })
        .from(articles)
        .where(and(eq(articles.published, true), refersTo({ lawId })));
      const counts = new Map<number, { case: number; other: number }>();
      for (const row of rows) {
        const ordinals = new Set(
          row.lawRefs.flatMap((ref) => (ref.lawId === lawId ? [ref.ordinal] : [])),
        );
        for (const ordinal of ordinals) {
          const entry = counts.get(ordinal) ?? { case: 0, other: 0 };
          entry[row.column === CASE_ARTICLE_COLUMN ? 'case' : 'other']++;
          counts.set(ordinal, entry);
        }
      }
      return counts;
    },

    /** The published articles citing one article, newest first. */
    async listAt(lawId: number, ordinal: number, limit: number): Promise<TLawLinkedWriting[]> {
      const rows = await db
        .select({ id: articles.id, title: articles.title, column: articles.column })
        .from(articles)
        .where(and(eq(articles.published, true), refersTo({ lawId, ordinal })))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, isCase: row.column === CASE_ARTICLE_COLUMN }));
    },
  };
}

export type TArticlesOnLaw = ReturnType<typeof createArticlesOnLaw>;
