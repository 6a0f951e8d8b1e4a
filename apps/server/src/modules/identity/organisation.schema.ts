import { cidr, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';
import { sites } from '../session/site.schema';
import { users } from './user.schema';

/** A unit (library, school, firm) whose members and IP ranges read under its authorisation. */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  siteId: ownerRef('site_id', () => sites.id),
  unitName: text('unit_name').notNull(),
  /**
   * CIDR ranges (IPv4 or IPv6) from which a visitor logs in as this unit. Typed `cidr`, so a
   * range PostgreSQL cannot read is refused when stored, never met at login (decision 0012).
   */
  ipRanges: cidr('ip_ranges').array().notNull().default([]),
  createdAt: requiredMoment('created_at').defaultNow(),
});

/** Users who belong to an organisation and so hold its unit authorisations. */
export const organisationUsers = pgTable(
  'organisation_users',
  {
    organisationId: ownerRef('organisation_id', () => organisations.id),
    userId: ownerRef('user_id', () => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index('organisation_users_user_idx').on(table.userId),
  ],
);

/** A right to read on a site until it expires: personal (a user's) or unit (an organisation's). */
export const authorisations = pgTable(
  'authorisations',
  {
    id: serial('id').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    /** 1 personal, 2 unit. */
    authType: integer('auth_type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    /** What it is called in lists: the unit's name, or the personal product's name. */
    name: text('name').notNull(),
    expiresAt: requiredMoment('expires_at'),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    index('authorisations_user_idx').on(table.userId),
    index('authorisations_org_idx').on(table.organisationId),
  ],
);
