import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';

/** A site (tenant): one brand of the product with its own menu, users and content. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  /** Stable short name used by operators and seeds, e.g. `yzfk`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Path of the site's home URL, answered by /flks/auth/servicepath. */
  servicePath: text('service_path').notNull(),
  createdAt: requiredMoment('created_at').defaultNow(),
});

/** The domain names a site answers to; a visitor's site is found by its domain. */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: ownerRef('site_id', () => sites.id),
});
