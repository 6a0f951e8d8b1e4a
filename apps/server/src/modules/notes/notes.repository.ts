import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TNoteColour, TNoteSource } from '@yzfk/contract/calls/notes';
import type { TDb } from '../../platform/db/database';
import { notes, type TNoteRow } from './notes.schema';

/** The advisory lock class of a user's note writes (the first key; the user id is the second). */
const NOTE_LOCK_CLASS = 4980;

export type TNewNote = {
  userId: number;
  source: TNoteSource;
  sourceId: number;
  anchor: string;
  anchorOrder: number;
  quote: string;
  text: string;
  colour: TNoteColour;
  at: Date;
};

/** SQL on the notes table; every statement is scoped to one user's rows. */
export function createNotesRepository(db: TDb) {
  const mine = (userId: number, noteId: number) =>
    and(eq(notes.id, noteId), eq(notes.userId, userId));

  return {
    /**
     * Inserts a note unless the user already has `cap` notes on its source (then undefined).
     * The count and the insert run in one transaction holding a per-user advisory lock, so two
     * creates racing cannot both pass the cap.
     */
    async insertCapped(note: TNewNote, cap: number): Promise<TNoteRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${NOTE_LOCK_CLASS}, ${note.userId})`);
        const [held] = await tx
          .select({ n: count() })
          .from(notes)
          .where(
            and(
              eq(notes.userId, note.userId),
              eq(notes.source, note.source),
              eq(notes.sourceId, note.sourceId),
            ),
          );
        if ((held?.n ?? 0) >= cap) return undefined;
        const { at, ...values } = note;
        const [row] = await tx
          .insert(notes)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning();
        return row;
      });
    },

    /** A user's notes on one source in reading order (ties: the older first). */
    async listSource(userId: number, source: TNoteSource, sourceId: number): Promise<TNoteRow[]> {
      return db
        .select()
        .from(notes)
        .where(
          and(eq(notes.userId, userId), eq(notes.source, source), eq(notes.sourceId, sourceId)),
        )
        .orderBy(asc(notes.anchorOrder), asc(notes.id));
    },

    /** A page of a user's notes, newest first, optionally of one kind of source, and the total. */
    async listMine(
      userId: number,
      filters: { source?: TNoteSource; page: number; pageSize: number },
    ): Promise<{ rows: TNoteRow[]; total: number }> {
      const conditions: SQL[] = [eq(notes.userId, userId)];
      if (filters.source) conditions.push(eq(notes.source, filters.source));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(notes)
        .where(where)
        .orderBy(desc(notes.createdAt), desc(notes.id))
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize);
      const [total] = await db.select({ n: count() }).from(notes).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The user's note; undefined for a missing note and for another user's alike. */
    async find(userId: number, noteId: number): Promise<TNoteRow | undefined> {
      const [row] = await db.select().from(notes).where(mine(userId, noteId));
      return row;
    },

    /** Changes the user's note; undefined when it is not (or no longer) there. */
    async update(
      userId: number,
      noteId: number,
      change: { text?: string; colour?: TNoteColour },
      at: Date,
    ): Promise<TNoteRow | undefined> {
      const [row] = await db
        .update(notes)
        .set({ ...change, updatedAt: at })
        .where(mine(userId, noteId))
        .returning();
      return row;
    },

    /** Deletes the user's note; false when there was none to delete. */
    async remove(userId: number, noteId: number): Promise<boolean> {
      const rows = await db.delete(notes).where(mine(userId, noteId)).returning({ id: notes.id });
      return rows.length > 0;
    },
  };
}

export type TNotesRepository = ReturnType<typeof createNotesRepository>;
