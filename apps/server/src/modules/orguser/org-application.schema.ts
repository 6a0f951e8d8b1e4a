import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { organisations } from '../identity/organisation.schema';
import { sites } from '../session/site.schema';
import { users } from '../identity/user.schema';

/** An application to become an organisation user, decided by an operator. */
export const orgApplications = pgTable(
  'org_applications',
  {
    id: serial('id').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    userId: ownerRef('user_id', () => users.id),
    unitName: text('unit_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ipRanges: text('ip_ranges').array().notNull().default([]),
    message: text('message').notNull().default(''),
    /** pending, approved or rejected. */
    state: text('state').notNull().default('pending'),
    organisationId: integer('organisation_id').references(() => organisations.id),
    createdAt: requiredMoment('created_at').defaultNow(),
    decidedAt: moment('decided_at'),
  },
  (table) => [index('org_applications_user_idx').on(table.userId)],
);
