import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TNoteColour, TNoteSource } from '@yzfk/contract/calls/notes';
import type { TDb } from '../../platform/db/database';
import { noteVector } from './note-search';
import { notebookNotes, notes, noteTags, type TNoteRow } from './notes.schema';
import { countedPage } from '../../platform/db/counted-page';
import { pageWindow } from '../../platform/paging';

/** How long a deleted note can be brought back (撤销) before a later delete sweeps it. */
const DELETED_KEPT_MS = 7 * 24 * 3600 * 1000;

/** The columns a caller reads: everything but the search vector. */
export const NOTE_COLUMNS = {
  id: notes.id,
  userId: notes.userId,
  source: notes.source,
  sourceId: notes.sourceId,
  anchor: notes.anchor,
  anchorOrder: notes.anchorOrder,
  quote: notes.quote,
  text: notes.text,
  colour: notes.colour,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  subject: notes.subject,
};

export type TNoteFields = Omit<TNoteRow, 'deletedAt' | 'searchVector'>;

/** The advisory lock class of a user's note writes (the first key; the user id is the second). */
export const NOTE_LOCK_CLASS = 4980;

export type TNewNote = {
  userId: number;
  source: TNoteSource;
  sourceId: number;
  anchor: string;
  anchorOrder: number;
  quote: string;
  text: string;
  colour: TNoteColour;
  /** The source's subject, '' for none. */
  subject: string;
  at: Date;
};

/** SQL on the notes table; every statement is scoped to one user's rows. */
export function createNotesRepository(db: TDb) {
  const mine = (userId: number, noteId: number) =>
    and(eq(notes.id, noteId), eq(notes.userId, userId), isNull(notes.deletedAt));
  const questionNotes = (userId: number) =>
    and(
      eq(notes.userId, userId),
      eq(notes.source, 'question'),
      eq(notes.anchor, ''),
      isNull(notes.deletedAt),
    );

  return {
    /**
     * Inserts a note unless the user already has `cap` notes on its source (then undefined).
     * The count and the insert run in one transaction holding a per-user advisory lock, so two
     * creates racing cannot both pass the cap.
     */
    async insertCapped(note: TNewNote, cap: number): Promise<TNoteFields | undefined> {
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
              isNull(notes.deletedAt),
            ),
          );
        if ((held?.n ?? 0) >= cap) return undefined;
        const { at, ...values } = note;
        const [row] = await tx
          .insert(notes)
          .values({ ...values, searchVector: noteVector(note), createdAt: at, updatedAt: at })
          .returning(NOTE_COLUMNS);
        return row;
      });
    },

    /** A user's notes on one source in reading order (ties: the older first). */
    async listSource(
      userId: number,
      source: TNoteSource,
      sourceId: number,
    ): Promise<TNoteFields[]> {
      return db
        .select(NOTE_COLUMNS)
        .from(notes)
        .where(
          and(
            eq(notes.userId, userId),
            eq(notes.source, source),
            eq(notes.sourceId, sourceId),
            isNull(notes.deletedAt),
          ),
        )
        .orderBy(asc(notes.anchorOrder), asc(notes.id));
    },

    /**
     * A page of a user's notes, newest first, optionally of one kind of source, carrying one
     * tag, of one subject ('' for none) and matching a tsquery literal, and the total.
     */
    async listMine(
      userId: number,
      filters: {
        source?: TNoteSource;
        tag?: string;
        subject?: string;
        tsquery?: string;
        page: number;
        pageSize: number;
      },
    ): Promise<{ rows: TNoteFields[]; total: number }> {
      const conditions: SQL[] = [eq(notes.userId, userId)];
      conditions.push(isNull(notes.deletedAt));
      if (filters.source) conditions.push(eq(notes.source, filters.source));
      if (filters.subject !== undefined) conditions.push(eq(notes.subject, filters.subject));
      if (filters.tag !== undefined) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(noteTags)
              .where(and(eq(noteTags.noteId, notes.id), eq(noteTags.tag, filters.tag))),
          ),
        );
      }
      if (filters.tsquery !== undefined) {
        conditions.push(sql`${notes.searchVector} @@ ${filters.tsquery}::tsquery`);
      }
      const where = and(...conditions);
      const { limit, offset } = pageWindow(filters);
      return countedPage(
        db,
        notes,
        where,
        db
          .select(NOTE_COLUMNS)
          .from(notes)
          .where(where)
          .orderBy(desc(notes.createdAt), desc(notes.id))
          .limit(limit)
          .offset(offset),
      );
    },

    /** The user's note; undefined for a missing note and for another user's alike. */
    async find(userId: number, noteId: number): Promise<TNoteFields | undefined> {
      const [row] = await db.select(NOTE_COLUMNS).from(notes).where(mine(userId, noteId));
      return row;
    },

    /** Fills the search vectors of the user's notes written by SQL (the question-notes copy). */
    async fillVectors(userId: number): Promise<void> {
      const rows = await db
        .select({ id: notes.id, quote: notes.quote, text: notes.text })
        .from(notes)
        .where(and(eq(notes.userId, userId), isNull(notes.searchVector)))
        .limit(5000);
      for (const row of rows) {
        await db
          .update(notes)
          .set({ searchVector: noteVector(row) })
          .where(eq(notes.id, row.id));
      }
    },

    /** Changes the user's note; undefined when it is not (or no longer) there. */
    async update(
      userId: number,
      noteId: number,
      change: { text?: string; colour?: TNoteColour; quote: string },
      at: Date,
    ): Promise<TNoteFields | undefined> {
      const { quote, ...values } = change;
      const searchVector =
        values.text === undefined ? undefined : noteVector({ quote, text: values.text });
      const [row] = await db
        .update(notes)
        .set({ ...values, ...(searchVector === undefined ? {} : { searchVector }), updatedAt: at })
        .where(mine(userId, noteId))
        .returning(NOTE_COLUMNS);
      return row;
    },

    /**
     * Deletes the user's note softly (撤销 brings it back); false when there was none. Notes
     * deleted longer than DELETED_KEPT_MS ago go for good at the same time.
     */
    async remove(userId: number, noteId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notes)
        .set({ deletedAt: at })
        .where(mine(userId, noteId))
        .returning({ id: notes.id });
      await db
        .delete(notes)
        .where(
          and(
            eq(notes.userId, userId),
            lt(notes.deletedAt, new Date(at.getTime() - DELETED_KEPT_MS)),
          ),
        );
      return rows.length > 0;
    },

    /** Brings back the user's deleted note; undefined when there is none deleted by that id. */
    async restore(userId: number, noteId: number): Promise<TNoteFields | undefined> {
      const [row] = await db
        .update(notes)
        .set({ deletedAt: null })
        .where(and(eq(notes.id, noteId), eq(notes.userId, userId), isNotNull(notes.deletedAt)))
        .returning(NOTE_COLUMNS);
      return row;
    },

    /** The notebooks holding each of some of the user's notes. */
    async notebooksOf(noteIds: number[]): Promise<Map<number, number[]>> {
      const held = new Map<number, number[]>();
      if (noteIds.length === 0) return held;
      const rows = await db
        .select({ noteId: notebookNotes.noteId, notebookId: notebookNotes.notebookId })
        .from(notebookNotes)
        .where(inArray(notebookNotes.noteId, noteIds))
        .orderBy(asc(notebookNotes.notebookId));
      for (const row of rows)
        held.set(row.noteId, [...(held.get(row.noteId) ?? []), row.notebookId]);
      return held;
    },

    /** The user's note on a whole question (the first, if several), as the question bank shows it. */
    async questionNoteText(userId: number, questionId: number): Promise<string | null> {
      const [row] = await db
        .select({ text: notes.text })
        .from(notes)
        .where(and(questionNotes(userId), eq(notes.sourceId, questionId)))
        .orderBy(asc(notes.id))
        .limit(1);
      return row?.text ?? null;
    },

    /** The user's notes on some whole questions, by question id (the first of each). */
    async questionNoteTexts(userId: number, questionIds: number[]): Promise<Map<number, string>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ questionId: notes.sourceId, text: notes.text })
        .from(notes)
        .where(and(questionNotes(userId), inArray(notes.sourceId, questionIds)))
        .orderBy(desc(notes.id));
      // Descending ids: the first note of each question is set last and wins.
      return new Map(rows.map((row) => [row.questionId, row.text]));
    },

    /**
     * Writes the question bank's note on a question: replaces the first note on it, inserts one
     * when there is none, and deletes it for ''. One transaction under the user's note lock, so
     * two saves racing never leave two notes.
     */
    async saveQuestionNote(
      userId: number,
      questionId: number,
      text: string,
      at: Date,
      subject: string,
    ) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${NOTE_LOCK_CLASS}, ${userId})`);
        const [first] = await tx
          .select({ id: notes.id })
          .from(notes)
          .where(and(questionNotes(userId), eq(notes.sourceId, questionId)))
          .orderBy(asc(notes.id))
          .limit(1);
        if (text === '') {
          if (first) await tx.update(notes).set({ deletedAt: at }).where(eq(notes.id, first.id));
          return;
        }
        const searchVector = noteVector({ quote: '', text });
        if (first) {
          await tx
            .update(notes)
            .set({ text, searchVector, subject, updatedAt: at })
            .where(eq(notes.id, first.id));
          return;
        }
        await tx.insert(notes).values({
          userId,
          source: 'question',
          sourceId: questionId,
          anchor: '',
          anchorOrder: 0,
          quote: '',
          text,
          searchVector,
          subject,
          createdAt: at,
          updatedAt: at,
        });
      });
    },
  };
}

export type TNotesRepository = ReturnType<typeof createNotesRepository>;
