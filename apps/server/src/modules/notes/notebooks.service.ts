import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import {
  NOTEBOOKS_MAX,
  type createNotebookCall,
  type deleteNotebookCall,
  type listNotebookNotesCall,
  type renameNotebookCall,
  type setNotebookNoteCall,
  type TNotebook,
} from '@yzfk/contract/calls/notes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TNoteLinks } from './note-links';
import { toNoteView } from './note-view';
import type { TWithTags } from './note-with-tags';
import type { TNotebooksRepository } from './notebooks.repository';
import type { TNotesRepository } from './notes.repository';
import type { TNotebookRow } from './notes.schema';

function toNotebookView(row: TNotebookRow, noteCount: number): TNotebook {
  return { id: row.id, name: row.name, noteCount, createdAt: row.createdAt.toISOString() };
}

/**
 * A user's notebooks: named collections of the user's own notes. Another user's notebook or
 * note id answers exactly as a missing one (4985, 4980).
 */
export function createNotebooksService(deps: {
  notebooks: TNotebooksRepository;
  notes: TNotesRepository;
  now: () => Date;
  withLinks: TNoteLinks;
  withTags: TWithTags;
}) {
  async function own(userId: number, notebookId: number): Promise<TNotebookRow> {
    const found = await deps.notebooks.find(userId, notebookId);
    if (!found) throw new AppError(E.notebookNotFound);
    return found;
  }
  async function countOf(userId: number, notebookId: number): Promise<number> {
    const all = await deps.notebooks.list(userId);
    return all.find((notebook) => notebook.id === notebookId)?.noteCount ?? 0;
  }

  return {
    async list(auth: TAuth) {
      const userId = requireUser(auth);
      const rows = await deps.notebooks.list(userId);
      return { items: rows.map((row) => toNotebookView(row, row.noteCount)) };
    },

    /** 4986 past NOTEBOOKS_MAX (counted under the user's lock: parallel creates hold it). */
    async create(
      auth: TAuth,
      input: z.output<typeof createNotebookCall.request>,
    ): Promise<TCallData<typeof createNotebookCall>> {
      const userId = requireUser(auth);
      const row = await deps.notebooks.create(userId, input.name, deps.now(), NOTEBOOKS_MAX);
      if (!row) throw new AppError(E.notebookLimitReached);
      return { notebook: toNotebookView(row, 0) };
    },

    async rename(
      auth: TAuth,
      input: z.output<typeof renameNotebookCall.request>,
    ): Promise<TCallData<typeof renameNotebookCall>> {
      const userId = requireUser(auth);
      const row = await deps.notebooks.rename(userId, input.notebookId, input.name);
      if (!row) throw new AppError(E.notebookNotFound);
      return { notebook: toNotebookView(row, await countOf(userId, row.id)) };
    },

    async remove(
      auth: TAuth,
      input: z.output<typeof deleteNotebookCall.request>,
    ): Promise<TCallData<typeof deleteNotebookCall>> {
      const userId = requireUser(auth);
      if (!(await deps.notebooks.remove(userId, input.notebookId)))
        throw new AppError(E.notebookNotFound);
      return { notebookId: input.notebookId };
    },

    async setNote(
      auth: TAuth,
      input: z.output<typeof setNotebookNoteCall.request>,
    ): Promise<TCallData<typeof setNotebookNoteCall>> {
      const userId = requireUser(auth);
      await own(userId, input.notebookId);
      if (!(await deps.notes.find(userId, input.noteId))) throw new AppError(E.noteNotFound);
      if (input.inNotebook) await deps.notebooks.add(input.notebookId, input.noteId, deps.now());
      else await deps.notebooks.removeNote(input.notebookId, input.noteId);
      return { inNotebook: input.inNotebook };
    },

    async notes(
      auth: TAuth,
      input: z.output<typeof listNotebookNotesCall.request>,
    ): Promise<TCallData<typeof listNotebookNotesCall>> {
      const userId = requireUser(auth);
      const notebook = await own(userId, input.notebookId);
      const rows = await deps.notebooks.notesOf(notebook.id);
      return {
        notebook: toNotebookView(notebook, rows.length),
        items: await deps.withTags(await deps.withLinks(rows.map(toNoteView))),
      };
    },
  };
}

export type TNotebooksService = ReturnType<typeof createNotebooksService>;
