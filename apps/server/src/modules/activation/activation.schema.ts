import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { books } from '../book/book.schema';
import { authorisations } from '../identity/organisation.schema';
import { users } from '../identity/user.schema';
import { sites } from '../session/site.schema';

// Activation codes (激活码): batches an operator issues, and their codes, each redeemable once
// for the batch's personal authorisation.

/** One issue of codes: what they grant, for how long, and until when they may be redeemed. */
export const activationBatches = pgTable('activation_batches', {
  id: serial('id').primaryKey(),
  siteId: ownerRef('site_id', () => sites.id),
  /** The name of the personal authorisation a code grants (as /user lists it). */
  authName: text('auth_name').notNull(),
  /** Days one code adds. */
  days: integer('days').notNull(),
  /** Codes may be redeemed until then. */
  validUntil: requiredMoment('valid_until'),
  count: integer('count').notNull(),
  note: text('note').notNull().default(''),
  /** A book's batch: its codes unlock that book (code access) instead of an authorisation. */
  bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
  /** The demo seed's batch is found again by this mark; null for operators' batches. */
  seedKey: text('seed_key'),
  createdAt: requiredMoment('created_at').defaultNow(),
});

/**
 * One code. Only a keyed hash (HMAC-SHA256 with TOKEN_SECRET) of the normalised code is
 * stored, so a copy of the database does not give the codes away; the prefix (its first four
 * symbols) lets an operator recognise a card.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serial('id').primaryKey(),
    batchId: ownerRef('batch_id', () => activationBatches.id),
    codeHash: text('code_hash').notNull(),
    prefix: text('prefix').notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: moment('redeemed_at'),
    /** The authorisation the code created or extended. */
    authorisationId: integer('authorisation_id').references(() => authorisations.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('activation_codes_hash_idx').on(table.codeHash),
    index('activation_codes_batch_idx').on(table.batchId),
  ],
);
