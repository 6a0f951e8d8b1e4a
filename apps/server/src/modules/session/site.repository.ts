import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { siteDomains, sites } from './site.schema';
import { firstRow } from '../../platform/db/first-row';

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
      return firstRow(db, sites, eq(sites.code, code));
    },

    async findById(id: number): Promise<TSite | undefined> {
      return firstRow(db, sites, eq(sites.id, id));
    },
  };
}

export type TSiteRepository = ReturnType<typeof createSiteRepository>;
