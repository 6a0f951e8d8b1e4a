import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../identity/organisation.schema';
import { sites } from '../session/site.schema';
import { users } from '../identity/user.schema';

/** An application to become an organisation user, decided by an operator. */
export const orgApplications = pgTable(
  'org_applications',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ipRanges: text('ip_ranges').array().notNull().default([]),
    message: text('message').notNull().default(''),
    /** pending, approved or rejected. */
    state: text('state').notNull().default('pending'),
    organisationId: integer('organisation_id').references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('org_applications_user_idx').on(table.userId)],
);
