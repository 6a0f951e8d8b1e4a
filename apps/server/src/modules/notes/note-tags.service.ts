import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import {
  NOTE_TAGS_PER_USER_MAX,
  type listNoteSubjectsCall,
  type listNoteTagsCall,
  type setNoteTagsCall,
} from '@yzfk/contract/calls/note-tags';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TNoteSourcePorts } from './note-sources';
import { resolveSubjects } from './note-subjects';
import { subjectList } from './note-tags-rules';
import type { TNoteTagsRepository } from './note-tags.repository';

/**
 * A user's tags on notes and the subjects of their notes. Tags are the user's own words, stored
 * as written (script included) and rendered as text; another user's note id answers 4980.
 */
export function createNoteTagsService(deps: {
  tags: TNoteTagsRepository;
  sources: TNoteSourcePorts;
}) {
  return {
    /** Replaces my note's tags: 4980 when it is not mine, 4906 past the per-user cap. */
    async setTags(
      auth: TAuth,
      input: z.output<typeof setNoteTagsCall.request>,
    ): Promise<TCallData<typeof setNoteTagsCall>> {
      const userId = requireUser(auth);
      const result = await deps.tags.setTags(
        userId,
        input.noteId,
        input.tags,
        NOTE_TAGS_PER_USER_MAX,
      );
      if ('refused' in result)
        throw new AppError(result.refused === 'missing' ? E.noteNotFound : E.noteTagLimitReached);
      return { noteId: input.noteId, tags: result.tags };
    },

    /** My tags with their counts of live notes. */
    async listTags(auth: TAuth): Promise<TCallData<typeof listNoteTagsCall>> {
      const userId = requireUser(auth);
      return { items: await deps.tags.tagCounts(userId) };
    },

    /** The subjects of my live notes with their counts (unresolved ones resolved first). */
    async listSubjects(auth: TAuth): Promise<TCallData<typeof listNoteSubjectsCall>> {
      const userId = requireUser(auth);
      await resolveSubjects(deps, auth, userId);
      return { items: subjectList(await deps.tags.subjectCounts(userId)) };
    },
  };
}

export type TNoteTagsService = ReturnType<typeof createNoteTagsService>;
