import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { lawArticles, lawDocuments, lawRedirects } from './law.schema';

/** A retired law's successor: [old ordinal, new ordinal] per article that has a counterpart. */
export type TLawRedirect = { fromLawId: number; toLawId: number; articles: [number, number][] };

/** SQL of the sample laws' retirement and of the redirects it leaves. Takes its connection. */
export function createLawRedirectRepository() {
  return {
    /** Whether any real (non-sample) law is stored. */
    async hasRealLaw(db: TDb): Promise<boolean> {
      const [row] = await db
        .select({ id: lawDocuments.id })
        .from(lawDocuments)
        .where(eq(lawDocuments.isSample, false))
        .limit(1);
      return row !== undefined;
    },

    /** The sample documents (the demo's excerpts), oldest id first. */
    async listSamples(db: TDb) {
      return db
        .select({ id: lawDocuments.id, title: lawDocuments.title, region: lawDocuments.region })
        .from(lawDocuments)
        .where(eq(lawDocuments.isSample, true))
        .orderBy(asc(lawDocuments.id));
    },

    /**
     * The current real version of a law: in its version group, 现行有效 first, then the latest
     * published (the same choice the question bank's links make).
     */
    async findCurrentReal(db: TDb, versionGroup: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: lawDocuments.id })
        .from(lawDocuments)
        .where(and(eq(lawDocuments.versionGroup, versionGroup), eq(lawDocuments.isSample, false)))
        .orderBy(
          sql`(${lawDocuments.status} = '现行有效') DESC`,
          sql`${lawDocuments.publishedAt} DESC NULLS LAST`,
          asc(lawDocuments.id),
        )
        .limit(1);
      return row?.id;
    },

    /** A law's numbered articles (第二十条): ordinal and number. */
    async numberedArticles(db: TDb, lawId: number) {
      return db
        .select({ ordinal: lawArticles.ordinal, number: lawArticles.number })
        .from(lawArticles)
        .where(
          and(
            eq(lawArticles.lawId, lawId),
            eq(lawArticles.kind, 'article'),
            isNotNull(lawArticles.number),
          ),
        )
        .orderBy(asc(lawArticles.ordinal));
    },

    /** Redirects that lead to a law (older retirements that led to a sample). */
    async redirectsTo(db: TDb, lawId: number): Promise<TLawRedirect[]> {
      return db.select().from(lawRedirects).where(eq(lawRedirects.toLawId, lawId));
    },

    /** Writes a redirect, replacing one from the same id (a retirement run again). */
    async upsertRedirect(db: TDb, redirect: TLawRedirect): Promise<void> {
      await db
        .insert(lawRedirects)
        .values(redirect)
        .onConflictDoUpdate({
          target: lawRedirects.fromLawId,
          set: { toLawId: redirect.toLawId, articles: redirect.articles },
        });
    },

    /** Deletes a law document; its articles cascade. */
    async deleteLaw(db: TDb, lawId: number): Promise<void> {
      await db.delete(lawDocuments).where(eq(lawDocuments.id, lawId));
    },

    /** The redirect from a gone law's id, or undefined. */
    async findRedirect(db: TDb, fromLawId: number): Promise<TLawRedirect | undefined> {
      const [row] = await db
        .select()
        .from(lawRedirects)
        .where(eq(lawRedirects.fromLawId, fromLawId));
      return row;
    },

    /** Every redirect, by old id. */
    async listRedirects(db: TDb): Promise<TLawRedirect[]> {
      return db.select().from(lawRedirects).orderBy(asc(lawRedirects.fromLawId));
    },
  };
}

export type TLawRedirectRepository = ReturnType<typeof createLawRedirectRepository>;
