import { and, count, desc, eq } from 'drizzle-orm';
import { USER_CAP_LOCK, insertUnderCap } from '../../platform/db/user-cap';
import type { TDb } from '../../platform/db/database';
import { orgApplications } from './org-application.schema';
import { firstRow } from '../../platform/db/first-row';

export type TOrgApplicationRow = typeof orgApplications.$inferSelect;

/** SQL for organisation-user applications. */
export function createOrgApplicationRepository(db: TDb) {
  return {
    /**
     * Inserts an application unless its user already has `cap` pending ones (undefined then),
     * the count and the insert under the user's lock (parallel applications cannot all pass).
     */
    insertUnderPendingCap(
      fields: typeof orgApplications.$inferInsert & { userId: number },
      cap: number,
    ): Promise<TOrgApplicationRow | undefined> {
      return insertUnderCap(
        db,
        { lockClass: USER_CAP_LOCK.orgApplications, userId: fields.userId, cap },
        async (tx) => {
          const [held] = await tx
            .select({ n: count() })
            .from(orgApplications)
            .where(
              and(eq(orgApplications.userId, fields.userId), eq(orgApplications.state, 'pending')),
            );
          return held?.n ?? 0;
        },
        async (tx) => {
          const [row] = await tx.insert(orgApplications).values(fields).returning();
          if (!row) throw new Error('application insert returned no row');
          return row;
        },
      );
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
