import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { siteDomains, sites } from './site.schema';

export type TSite = typeof sites.$inferSelect;

/** SQL for sites and their domains. */
export function createSiteRepository(db: TDb) {
  return {
    /** The site that answers to a domain name (already lower-cased), if any. */
    async findByDomain(domain: string): Promise<TSite | undefined> {
      const rows = await db
        .select({ site: sites })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.id, siteDomains.siteId))
        .where(eq(siteDomains.domain, domain))
        .limit(1);
      return rows[0]?.site;
    },

    async findByCode(code: string): Promise<TSite | undefined> {
      const rows = await db.select().from(sites).where(eq(sites.code, code)).limit(1);
      return rows[0];
    },

    async findById(id: number): Promise<TSite | undefined> {
      const rows = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type TSiteRepository = ReturnType<typeof createSiteRepository>;
