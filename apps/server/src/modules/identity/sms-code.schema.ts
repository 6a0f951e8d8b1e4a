import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { sites } from '../session/site.schema';

/** A sent SMS code: only its hash is kept; single use, 5 minutes, dead after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    siteId: ownerRef('site_id', () => sites.id),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: requiredMoment('created_at').defaultNow(),
    expiresAt: requiredMoment('expires_at'),
    usedAt: moment('used_at'),
  },
  (table) => [
    index('sms_codes_phone_idx').on(table.siteId, table.phone, table.purpose),
    // The housekeeping sweep finds expired codes by it.
    index('sms_codes_expires_idx').on(table.expiresAt),
  ],
);
