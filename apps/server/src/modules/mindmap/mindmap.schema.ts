import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment } from '../../platform/db/columns';
import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import { users } from '../identity/user.schema';

/**
 * A user's mind map or outline (issue 15): one tree per row, in our JSON (mind/mind-tree.ts).
 * The map and the outline are two views of the same row. `version` goes up by one at each save;
 * a save names the version it started from, so two tabs never silently overwrite each other.
 */
export const mindDocs = pgTable(
  'mind_docs',
  {
    id: serial('id').primaryKey(),
    userId: ownerRef('user_id', () => users.id),
    title: text('title').notNull(),
    root: jsonb('root').$type<TMindTreeNode>().notNull(),
    /** Kept beside the tree so the list shows it without reading every tree. */
    nodeCount: integer('node_count').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: requiredMoment('created_at').defaultNow(),
    updatedAt: requiredMoment('updated_at').defaultNow(),
  },
  (table) => [
    check('mind_docs_title_check', sql`char_length(${table.title}) <= 60`),
    // My documents, last changed first (/mymind, /myoutline).
    index('mind_docs_user_updated_idx').on(table.userId, table.updatedAt.desc(), table.id.desc()),
  ],
);

export type TMindDocRow = typeof mindDocs.$inferSelect;
