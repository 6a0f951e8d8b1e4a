import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type {
  createNoteCall,
  deleteNoteCall,
  listMyNotesCall,
  listSourceNotesCall,
  restoreNoteCall,
  updateNoteCall,
} from '@yzfk/contract/calls/notes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import { createNote, type TCreateNoteDeps } from './create-note';
import { noteQuery } from './note-search';
import type { TNoteLinks } from './note-links';
import { toNoteView } from './note-view';
import { hasContent } from './notes-rules';
import { resolveSubjects } from './note-subjects';
import { shownSubject, storedSubject } from './note-tags-rules';
import type { TNoteTagsRepository } from './note-tags.repository';
import type { TWithTags } from './note-with-tags';

/**
 * A user's notes: write, list (one source in order; all newest first, searched), change,
 * delete and bring back.
 * Another user's note id answers 4980 exactly as a missing one, so ids reveal nothing.
 */
export function createNotesService(
  deps: TCreateNoteDeps & {
    withLinks: TNoteLinks;
    withTags: TWithTags;
    tags: TNoteTagsRepository;
  },
) {
  const { withTags } = deps;
  return {
    async create(
      auth: TAuth,
      input: z.output<typeof createNoteCall.request>,
    ): Promise<TCallData<typeof createNoteCall>> {
      return { note: await createNote(deps, auth, input) };
    },

    /**
     * My notes on one source, in its order. No access check: they are my own words, and a
     * source locked since (an authorisation expired) must not hide them.
     */
    async listSource(
      auth: TAuth,
      input: z.output<typeof listSourceNotesCall.request>,
    ): Promise<TCallData<typeof listSourceNotesCall>> {
      const userId = requireUser(auth);
      const rows = await deps.notes.listSource(userId, input.source, input.sourceId);
      return { items: await withTags(await deps.withLinks(rows.map(toNoteView))) };
    },

    async listMine(
      auth: TAuth,
      input: z.output<typeof listMyNotesCall.request>,
    ): Promise<TCallData<typeof listMyNotesCall>> {
      const userId = requireUser(auth);
      const empty = { items: [], total: 0, page: input.page, pageSize: input.pageSize };
      let tsquery: string | undefined;
      if (input.query !== undefined && input.query !== '') {
        tsquery = noteQuery(input.query);
        // Punctuation only: nothing can match it.
        if (tsquery === undefined) return empty;
        await deps.notes.fillVectors(userId);
      }
      // Rows written without a subject are resolved first, so the filter misses none.
      if (input.subject !== undefined) await resolveSubjects(deps, auth, userId);
      const { rows, total } = await deps.notes.listMine(userId, {
        ...input,
        subject: input.subject === undefined ? undefined : storedSubject(input.subject),
        tsquery,
      });
      const held = await deps.notes.notebooksOf(rows.map((row) => row.id));
      const items = rows.map((row) => ({
        ...toNoteView(row),
        notebookIds: held.get(row.id) ?? [],
        subject: shownSubject(row.subject),
      }));
      return { ...empty, items: await withTags(await deps.withLinks(items)), total };
    },

    /** 4000 when the text would leave a note without quote empty. */
    async update(
      auth: TAuth,
      input: z.output<typeof updateNoteCall.request>,
    ): Promise<TCallData<typeof updateNoteCall>> {
      const userId = requireUser(auth);
      const found = await deps.notes.find(userId, input.noteId);
      if (!found) throw new AppError(E.noteNotFound);
      const text = input.text ?? found.text;
      if (!hasContent({ text, quote: found.quote }))
        throw new AppError(E.invalidParams, '笔记内容不能为空');
      const row = await deps.notes.update(
        userId,
        input.noteId,
        { text: input.text, colour: input.colour, quote: found.quote },
        deps.now(),
      );
      // Deleted between the read and the write (another tab): the same answer as missing.
      if (!row) throw new AppError(E.noteNotFound);
      return { note: toNoteView(row) };
    },

    async remove(
      auth: TAuth,
      input: z.output<typeof deleteNoteCall.request>,
    ): Promise<TCallData<typeof deleteNoteCall>> {
      const userId = requireUser(auth);
      if (!(await deps.notes.remove(userId, input.noteId, deps.now())))
        throw new AppError(E.noteNotFound);
      return { noteId: input.noteId };
    },

    /** 撤销: brings back my deleted note as it was (its notebooks included). */
    async restore(
      auth: TAuth,
      input: z.output<typeof restoreNoteCall.request>,
    ): Promise<TCallData<typeof restoreNoteCall>> {
      const userId = requireUser(auth);
      const row = await deps.notes.restore(userId, input.noteId);
      if (!row) throw new AppError(E.noteNotFound);
      return { note: toNoteView(row) };
    },
  };
}

export type TNotesService = ReturnType<typeof createNotesService>;
