import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { notes } from './notes.schema';

/** SQL that moves notes on a law to another law (move-law-notes.ts); spans every user. */
export function createLawNotesRepository(db: TDb) {
  const onLaw = (lawId: number) => and(eq(notes.source, 'law'), eq(notes.sourceId, lawId));
  return {
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
