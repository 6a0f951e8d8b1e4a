import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TNoteSource } from '@yzfk/contract/calls/notes';
import type { TDb } from '../../platform/db/database';
import { sortTags } from './note-tags-rules';
import { NOTE_LOCK_CLASS } from './notes.repository';
import { notes, noteTags } from './notes.schema';

/** What setting a note's tags came to: the tags kept, or why nothing changed. */
export type TSetTagsResult = { tags: string[] } | { refused: 'missing' | 'limit' };

/** A note whose subject is not resolved yet: what its source's port is asked with. */
export type TUnresolvedNote = { id: number; source: TNoteSource; sourceId: number; anchor: string };

/** SQL on note tags and note subjects; every statement is scoped to one user's rows. */
export function createNoteTagsRepository(db: TDb) {
  const live = (userId: number) => and(eq(notes.userId, userId), isNull(notes.deletedAt));

  return {
    /** The tags of some notes, by note id, each note's sorted as sortTags does. */
    async tagsOf(noteIds: number[]): Promise<Map<number, string[]>> {
      const held = new Map<number, string[]>();
      if (noteIds.length === 0) return held;
      const rows = await db
        .select({ noteId: noteTags.noteId, tag: noteTags.tag })
        .from(noteTags)
        .where(inArray(noteTags.noteId, noteIds));
      for (const row of rows) held.set(row.noteId, [...(held.get(row.noteId) ?? []), row.tag]);
      for (const [noteId, tags] of held) held.set(noteId, sortTags(tags));
      return held;
    },

    /**
     * Replaces the tags of the user's live note. Under the user's note lock (as a create), so
     * two tabs racing cannot pass the cap of `maxTags` different tags of the user together; the
     * cap counts only tags this change adds.
     */
    async setTags(
      userId: number,
      noteId: number,
      tags: string[],
      maxTags: number,
    ): Promise<TSetTagsResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${NOTE_LOCK_CLASS}, ${userId})`);
        const [note] = await tx
          .select({ id: notes.id })
          .from(notes)
          .where(and(eq(notes.id, noteId), live(userId)));
        if (!note) return { refused: 'missing' };
        if (tags.length > 0) {
          const known = await tx
            .selectDistinct({ tag: noteTags.tag })
            .from(noteTags)
            .innerJoin(notes, eq(notes.id, noteTags.noteId))
            .where(and(live(userId), ne(noteTags.noteId, noteId)));
          const kept = new Set(known.map((row) => row.tag));
          const added = tags.filter((tag) => !kept.has(tag));
          if (added.length > 0 && kept.size + added.length > maxTags) return { refused: 'limit' };
        }
        await tx.delete(noteTags).where(eq(noteTags.noteId, noteId));
        if (tags.length > 0) {
          await tx.insert(noteTags).values(tags.map((tag) => ({ noteId, userId, tag })));
        }
        return { tags: sortTags(tags) };
      });
    },

    /** The user's tags with how many live notes carry each, most used first (ties: sortTags). */
    async tagCounts(userId: number): Promise<{ tag: string; count: number }[]> {
      const rows = await db
        .select({ tag: noteTags.tag, count: count() })
        .from(noteTags)
        .innerJoin(notes, eq(notes.id, noteTags.noteId))
        .where(and(eq(noteTags.userId, userId), live(userId)))
        .groupBy(noteTags.tag);
      const order = new Map(sortTags(rows.map((row) => row.tag)).map((tag, i) => [tag, i]));
      return rows.sort(
        (a, b) => b.count - a.count || (order.get(a.tag) ?? 0) - (order.get(b.tag) ?? 0),
      );
    },

    /** The user's live notes per subject ('' for none); unresolved rows left out. */
    async subjectCounts(userId: number): Promise<{ subject: string; count: number }[]> {
      const rows = await db
        .select({ subject: notes.subject, count: count() })
        .from(notes)
        .where(and(live(userId), isNotNull(notes.subject)))
        .groupBy(notes.subject);
      return rows.map((row) => ({ subject: row.subject ?? '', count: row.count }));
    },

    /** Some of the user's live notes whose subject is not resolved yet. */
    async unresolvedSubjects(userId: number, limit: number): Promise<TUnresolvedNote[]> {
      return db
        .select({
          id: notes.id,
          source: notes.source,
          sourceId: notes.sourceId,
          anchor: notes.anchor,
        })
        .from(notes)
        .where(and(live(userId), isNull(notes.subject)))
        .orderBy(asc(notes.id))
        .limit(limit);
    },

    /** Records the subject ('' for none) of some of the user's notes. */
    async setSubject(userId: number, noteIds: number[], subject: string): Promise<void> {
      if (noteIds.length === 0) return;
      await db
        .update(notes)
        .set({ subject })
        .where(and(eq(notes.userId, userId), inArray(notes.id, noteIds)));
    },
  };
}

export type TNoteTagsRepository = ReturnType<typeof createNoteTagsRepository>;
