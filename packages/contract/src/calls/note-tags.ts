import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zText } from '../fields';

// A user's free tags on notes (易错, 重点, 背诵…) and the 法考 subject each note belongs to
// (resolved from its source: a question's subject, a lesson's course subject, a law by its
// title; books carry none). Both filter /mynotes (listMyNotesCall's `tag` and `subject`).

export const NOTE_TAG_MAX = 20;
/** Tags on one note at most. */
export const NOTE_TAGS_MAX = 10;
/** Different tags one user may have at most (4906 beyond): the tag picker stays usable. */
export const NOTE_TAGS_PER_USER_MAX = 300;
export const NOTE_SUBJECT_MAX = 30;
/** The subject filter value (and the subject list's entry) of notes whose source has none. */
export const NOTE_SUBJECT_NONE = 'none';

/** One tag: trimmed, inner runs of white space made one space, 1–20 characters. */
export const ZNoteTag = zText({
  min: 1,
  max: NOTE_TAG_MAX,
  label: '标签',
}).transform((tag) => tag.replace(/\s+/g, ' '));

/** A subject filter: a subject name as the subject list gives it, or NOTE_SUBJECT_NONE. */
export const ZNoteSubjectFilter = zText({
  min: 1,
  max: NOTE_SUBJECT_MAX,
  label: '科目',
});

/** A note's tags as a request gives them: duplicates dropped (order kept), NOTE_TAGS_MAX at most. */
export const ZNoteTags = z
  .array(ZNoteTag, { error: '标签必须是文字列表' })
  .max(NOTE_TAGS_MAX * 4, `每条笔记最多 ${NOTE_TAGS_MAX} 个标签`)
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= NOTE_TAGS_MAX, `每条笔记最多 ${NOTE_TAGS_MAX} 个标签`);

/**
 * POST /flks/note/tags: replaces my note's tags with these (duplicates dropped, order kept;
 * [] removes them all). 4980 for a note that is not mine; 4906 past NOTE_TAGS_PER_USER_MAX
 * different tags of mine.
 */
export const setNoteTagsCall = defineCall({
  path: '/flks/note/tags',
  request: z.object({
    noteId: zId('笔记编号'),
    tags: ZNoteTags,
  }),
  data: z.object({ noteId: z.number().int(), tags: z.array(z.string()) }),
});

/** POST /flks/note/tag/list: my tags with how many of my (live) notes carry each, most first. */
export const listNoteTagsCall = defineCall({
  path: '/flks/note/tag/list',
  request: z.object({}),
  data: z.object({
    items: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  }),
});

/**
 * POST /flks/note/subject/list: the subjects I have (live) notes in with their counts, in the
 * exam's order; NOTE_SUBJECT_NONE counts notes whose source has no subject (last).
 */
export const listNoteSubjectsCall = defineCall({
  path: '/flks/note/subject/list',
  request: z.object({}),
  data: z.object({
    items: z.array(z.object({ subject: z.string(), count: z.number().int() })),
  }),
});
