import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A site (tenant): one brand of the product with its own menu, users and content. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  /** Stable short name used by operators and seeds, e.g. `yzfk`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Path of the site's home URL, answered by /flks/auth/servicepath. */
  servicePath: text('service_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The domain names a site answers to; a visitor's site is found by its domain. */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});
