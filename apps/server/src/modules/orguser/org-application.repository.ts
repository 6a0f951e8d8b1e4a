import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { orgApplications } from './org-application.schema';
import { firstRow } from '../../platform/db/first-row';

export type TOrgApplicationRow = typeof orgApplications.$inferSelect;

/** SQL for organisation-user applications. */
export function createOrgApplicationRepository(db: TDb) {
  return {
    async insert(fields: typeof orgApplications.$inferInsert): Promise<TOrgApplicationRow> {
      const [row] = await db.insert(orgApplications).values(fields).returning();
      if (!row) throw new Error('application insert returned no row');
      return row;
    },

    async listForUser(userId: number): Promise<TOrgApplicationRow[]> {
      return db
        .select()
        .from(orgApplications)
        .where(eq(orgApplications.userId, userId))
        .orderBy(desc(orgApplications.id));
    },

    async findById(id: number): Promise<TOrgApplicationRow | undefined> {
      return firstRow(db, orgApplications, eq(orgApplications.id, id));
    },

    /** Marks a pending application decided; false when it was no longer pending. */
    async decide(
      id: number,
      state: 'approved' | 'rejected',
      organisationId: number | null,
      at: Date,
    ) {
      const rows = await db
        .update(orgApplications)
        .set({ state, organisationId, decidedAt: at })
        .where(and(eq(orgApplications.id, id), eq(orgApplications.state, 'pending')))
        .returning({ id: orgApplications.id });
      return rows.length === 1;
    },
  };
}

export type TOrgApplicationRepository = ReturnType<typeof createOrgApplicationRepository>;
