import { and, count, desc, eq } from 'drizzle-orm';
import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import type { TDb } from '../../platform/db/database';
import { insertUnderCap, USER_CAP_LOCK } from '../../platform/db/user-cap';
import { mindDocs, type TMindDocRow } from './mindmap.schema';

const summary = {
  id: mindDocs.id,
  title: mindDocs.title,
  nodeCount: mindDocs.nodeCount,
  version: mindDocs.version,
  updatedAt: mindDocs.updatedAt,
};
export type TMindDocSummaryRow = Pick<
  TMindDocRow,
  'id' | 'title' | 'nodeCount' | 'version' | 'updatedAt'
>;

/** SQL on a user's mind documents; every statement is scoped to the user's own rows. */
export function createMindDocsRepository(db: TDb) {
  const mine = (userId: number, docId: number) =>
    and(eq(mindDocs.id, docId), eq(mindDocs.userId, userId));

  return {
    async list(userId: number): Promise<TMindDocSummaryRow[]> {
      return db
        .select(summary)
        .from(mindDocs)
        .where(eq(mindDocs.userId, userId))
        .orderBy(desc(mindDocs.updatedAt), desc(mindDocs.id));
    },

    async find(userId: number, docId: number): Promise<TMindDocRow | undefined> {
      const [row] = await db.select().from(mindDocs).where(mine(userId, docId));
      return row;
    },

    /** Inserts a document unless the user already holds `cap` (then undefined). */
    async create(
      userId: number,
      doc: { title: string; root: TMindTreeNode; nodeCount: number },
      at: Date,
      cap: number,
    ): Promise<TMindDocRow | undefined> {
      return insertUnderCap(
        db,
        { lockClass: USER_CAP_LOCK.mindDocs, userId, cap },
        async (tx) => {
          const [held] = await tx
            .select({ n: count() })
            .from(mindDocs)
            .where(eq(mindDocs.userId, userId));
          return held?.n ?? 0;
        },
        async (tx) => {
          const [row] = await tx
            .insert(mindDocs)
            .values({ userId, ...doc, createdAt: at, updatedAt: at })
            .returning();
          return row;
        },
      );
    },

    /**
     * Writes the tree only when the stored version is still `version` (compare-and-set in one
     * statement, so two saves racing from the same version cannot both win); undefined otherwise.
     */
    async save(
      userId: number,
      docId: number,
      version: number,
      tree: { root: TMindTreeNode; nodeCount: number },
      at: Date,
    ): Promise<TMindDocSummaryRow | undefined> {
      const [row] = await db
        .update(mindDocs)
        .set({ ...tree, version: version + 1, updatedAt: at })
        .where(and(mine(userId, docId), eq(mindDocs.version, version)))
        .returning(summary);
      return row;
    },

    async rename(userId: number, docId: number, title: string, at: Date) {
      const [row] = await db
        .update(mindDocs)
        .set({ title, updatedAt: at })
        .where(mine(userId, docId))
        .returning(summary);
      return row;
    },

    async remove(userId: number, docId: number): Promise<boolean> {
      const rows = await db
        .delete(mindDocs)
        .where(mine(userId, docId))
        .returning({ id: mindDocs.id });
      return rows.length > 0;
    },
  };
}

export type TMindDocsRepository = ReturnType<typeof createMindDocsRepository>;
