import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { notes } from './notes.schema';

/**
 * SQL on the notes on laws: a user's notes per article (法条联想), and moving every user's notes
 * to another law (move-law-notes.ts).
 */
export function createLawNotesRepository(db: TDb) {
  const onLaw = (lawId: number) => and(eq(notes.source, 'law'), eq(notes.sourceId, lawId));
  /** A user's live notes on a law: the (user, source, source id) index answers it. */
  const mineOnLaw = (userId: number, lawId: number) =>
    and(eq(notes.userId, userId), onLaw(lawId), isNull(notes.deletedAt));
  return {
    /** How many live notes the user has on each anchor (article ordinal) of a law. */
    async countsByAnchor(userId: number, lawId: number) {
      return db
        .select({ anchor: notes.anchor, count: count() })
        .from(notes)
        .where(mineOnLaw(userId, lawId))
        .groupBy(notes.anchor);
    },

    /** The user's live notes at one anchor of a law, last edited first. */
    async listAt(userId: number, lawId: number, anchor: string, limit: number) {
      return db
        .select({ id: notes.id, text: notes.text, quote: notes.quote, updatedAt: notes.updatedAt })
        .from(notes)
        .where(and(mineOnLaw(userId, lawId), eq(notes.anchor, anchor)))
        .orderBy(desc(notes.updatedAt), asc(notes.id))
        .limit(limit);
    },

    /** The distinct anchors of the notes on a law, deleted ones included (撤销 brings them back). */
    async anchorsOf(lawId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ anchor: notes.anchor })
        .from(notes)
        .where(onLaw(lawId));
      return rows.map((row) => row.anchor);
    },

    /**
     * Moves every note on `fromLawId` at one anchor to `toLawId` at another article ordinal.
     * One statement per anchor: a law's notes sit on at most its number of articles.
     */
    async move(fromLawId: number, anchor: string, toLawId: number, ordinal: number) {
      await db
        .update(notes)
        .set({ sourceId: toLawId, anchor: String(ordinal), anchorOrder: ordinal })
        .where(and(onLaw(fromLawId), eq(notes.anchor, anchor)));
    },
  };
}

export type TLawNotesRepository = ReturnType<typeof createLawNotesRepository>;
