import { eq } from 'drizzle-orm';
import { fullHref, paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import { siteDomains, sites } from './site.schema';

export const DEMO_SITE_CODE = 'yzfk';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1'];

/**
 * Creates the demo site for localhost and 127.0.0.1; answers its id. Idempotent: an existing
 * site or domain is left as it is (an operator may have edited it).
 */
export async function seedDemoSite(db: TDb): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sites)
      .values({ code: DEMO_SITE_CODE, name: '有章法考', servicePath: fullHref(paths.home.href()) })
      .onConflictDoNothing({ target: sites.code });
    const [site] = await tx.select().from(sites).where(eq(sites.code, DEMO_SITE_CODE));
    if (!site) throw new Error('demo site missing after insert');
    await tx
      .insert(siteDomains)
      .values(DEMO_DOMAINS.map((domain) => ({ domain, siteId: site.id })))
      .onConflictDoNothing();
    return site.id;
  });
}
