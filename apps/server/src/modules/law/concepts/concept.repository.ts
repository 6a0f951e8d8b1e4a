import { versionGroupOf } from '../build-law-document';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { selectRows } from '../select-rows';
import { lawConcepts, type TConceptArticle } from './concept.schema';
import type { TConceptRow } from './concept-file';

/** A concept's defining article as found in the laws: the current version, real text first. */
export type TResolvedArticle = { position: number; articleId: number; paragraphs: string[] };

/** The concepts table, and the articles its entries name. */
export function createConceptRepository(db: TDb) {
  return {
    /** Writes the concepts, replacing those of the same name (a second run changes nothing). */
    async upsert(rows: TConceptRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(lawConcepts)
        .values(
          rows.map(({ name, subject, terms, articles }) => ({ name, subject, terms, articles })),
        )
        .onConflictDoUpdate({
          target: lawConcepts.name,
          set: {
            subject: sql`excluded.subject`,
            terms: sql`excluded.terms`,
            articles: sql`excluded.articles`,
          },
        });
    },

    /** Every concept's terms and articles (a few hundred rows: the search keeps them). */
    async loadAll(): Promise<{ name: string; terms: string[]; articles: TConceptArticle[] }[]> {
      return db
        .select({
          name: lawConcepts.name,
          terms: lawConcepts.terms,
          articles: lawConcepts.articles,
        })
        .from(lawConcepts)
        .orderBy(lawConcepts.id);
    },

    /**
     * The articles named by law title and number, in the order asked; one per entry, the
     * current real text before an older version or a demo sample (titled …（示例节选）).
     */
    async resolve(articles: TConceptArticle[]): Promise<TResolvedArticle[]> {
      if (articles.length === 0) return [];
      const wanted = JSON.stringify(
        articles.map((article, position) => ({
          ...article,
          grp: versionGroupOf(article.law),
          position,
        })),
      );
      return selectRows<TResolvedArticle>(
        db,
        sql`
        SELECT DISTINCT ON (r.position) r.position, a.id AS "articleId", a.paragraphs
        FROM jsonb_to_recordset(${wanted}::jsonb) AS r(law text, grp text, number text, position int)
        JOIN law_documents d ON d.version_group IN (r.grp, r.law || '（示例节选）')
          AND d.title IN (r.law, r.law || '（示例节选）')
        JOIN law_articles a ON a.law_id = d.id AND a.number = r.number
        ORDER BY r.position, d.is_sample, (d.status = '现行有效') DESC,
                 d.published_at DESC NULLS LAST, d.id DESC`,
      );
    },
  };
}

export type TConceptRepository = ReturnType<typeof createConceptRepository>;
