import { sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/database';
import { selectRows } from '../law-search';
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
        .values(rows.map(({ name, subject, terms, articles }) => ({ name, subject, terms, articles })))
        .onConflictDoUpdate({
          target: lawConcepts.name,
          set: {
            subject: sql`excluded.subject`,
            terms: sql`excluded.terms`,
            articles: sql`excluded.articles`,
          },
        });
    },

    /** The concept a normalised query names, if any. */
    async findByTerm(term: string): Promise<{ name: string; articles: TConceptArticle[] } | undefined> {
      const rows = await selectRows<{ name: string; articles: TConceptArticle[] }>(
        db,
        sql`SELECT name, articles FROM law_concepts WHERE ${term} = ANY(terms) ORDER BY id LIMIT 1`,
      );
      return rows[0];
    },

    /**
     * The articles named by law title and number, in the order asked; one per entry, the
     * current real text before an older version or a demo sample (titled …（示例节选）).
     */
    async resolve(articles: TConceptArticle[]): Promise<TResolvedArticle[]> {
      if (articles.length === 0) return [];
      const wanted = JSON.stringify(articles.map((article, position) => ({ ...article, position })));
      return selectRows<TResolvedArticle>(
        db,
        sql`
        SELECT DISTINCT ON (r.position) r.position, a.id AS "articleId", a.paragraphs
        FROM jsonb_to_recordset(${wanted}::jsonb) AS r(law text, number text, position int)
        JOIN law_documents d ON d.title IN (r.law, r.law || '（示例节选）')
        JOIN law_articles a ON a.law_id = d.id AND a.number = r.number
        ORDER BY r.position, d.is_sample, (d.status = '现行有效') DESC,
                 d.published_at DESC NULLS LAST, d.id DESC`,
      );
    },
  };
}

export type TConceptRepository = ReturnType<typeof createConceptRepository>;
