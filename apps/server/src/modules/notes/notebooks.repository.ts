import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { insertUnderCap, USER_CAP_LOCK } from '../../platform/db/user-cap';
import { notebookNotes, notebooks, notes, type TNotebookRow } from './notes.schema';
import { NOTE_COLUMNS } from './notes.repository';

export type TNotebookWithCount = TNotebookRow & { noteCount: number };

/** SQL on a user's notebooks; every statement is scoped to the user's own rows. */
export function createNotebooksRepository(db: TDb) {
  const mine = (userId: number, notebookId: number) =>
    and(eq(notebooks.id, notebookId), eq(notebooks.userId, userId));

  return {
    /** The user's notebooks, oldest first, each with how many live notes it holds. */
    async list(userId: number): Promise<TNotebookWithCount[]> {
      const rows = await db
        .select({
          id: notebooks.id,
          userId: notebooks.userId,
          name: notebooks.name,
          createdAt: notebooks.createdAt,
          noteCount: count(notes.id),
        })
        .from(notebooks)
        .leftJoin(notebookNotes, eq(notebookNotes.notebookId, notebooks.id))
        .leftJoin(notes, and(eq(notes.id, notebookNotes.noteId), isNull(notes.deletedAt)))
        .where(eq(notebooks.userId, userId))
        .groupBy(notebooks.id)
        .orderBy(asc(notebooks.id));
      return rows;
    },

    async find(userId: number, notebookId: number): Promise<TNotebookRow | undefined> {
      const [row] = await db.select().from(notebooks).where(mine(userId, notebookId));
      return row;
    },

    /** Inserts a notebook unless the user already holds `cap` (then undefined). */
    async create(
      userId: number,
      name: string,
      at: Date,
      cap: number,
    ): Promise<TNotebookRow | undefined> {
      return insertUnderCap(
        db,
        { lockClass: USER_CAP_LOCK.notebooks, userId, cap },
        async (tx) => {
          const [held] = await tx
            .select({ n: count() })
            .from(notebooks)
            .where(eq(notebooks.userId, userId));
          return held?.n ?? 0;
        },
        async (tx) => {
          const [row] = await tx
            .insert(notebooks)
            .values({ userId, name, createdAt: at })
            .returning();
          return row;
        },
      );
    },

    async rename(userId: number, notebookId: number, name: string) {
      const [row] = await db
        .update(notebooks)
        .set({ name })
        .where(mine(userId, notebookId))
        .returning();
      return row;
    },

    /** Deletes the notebook (its notes stay); false when it is not the user's. */
    async remove(userId: number, notebookId: number): Promise<boolean> {
      const rows = await db
        .delete(notebooks)
        .where(mine(userId, notebookId))
        .returning({ id: notebooks.id });
      return rows.length > 0;
    },

    /** Puts a note in a notebook (again: nothing changes). Both are checked by the caller. */
    async add(notebookId: number, noteId: number, at: Date): Promise<void> {
      await db
        .insert(notebookNotes)
        .values({ notebookId, noteId, addedAt: at })
        .onConflictDoNothing();
    },

    async removeNote(notebookId: number, noteId: number): Promise<void> {
      await db
        .delete(notebookNotes)
        .where(and(eq(notebookNotes.notebookId, notebookId), eq(notebookNotes.noteId, noteId)));
    },

    /** The live notes of a notebook in source order: kind, item, place in it, then written. */
    async notesOf(notebookId: number) {
      return db
        .select(NOTE_COLUMNS)
        .from(notebookNotes)
        .innerJoin(notes, eq(notes.id, notebookNotes.noteId))
        .where(and(eq(notebookNotes.notebookId, notebookId), isNull(notes.deletedAt)))
        .orderBy(asc(notes.source), asc(notes.sourceId), asc(notes.anchorOrder), asc(notes.id))
        .limit(2000);
    },
  };
}

export type TNotebooksRepository = ReturnType<typeof createNotebooksRepository>;
