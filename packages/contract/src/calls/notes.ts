import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zId, zPage, zPageSize, zText, ZPageReplyFields } from '../fields';
import { ZNoteSubjectFilter, ZNoteTag } from './note-tags';

// A user's notes, one model for every kind of content (decision 0019): a note belongs to a
// source (a question, a law, a book, a lesson), sits at an anchor inside it (a lesson's position
// in ms, a book's CFI or page, a law article's ordinal, '' for a whole question), may quote the
// text it is about, and carries the user's own text and a colour. Users only (4106 otherwise).

export const NOTE_SOURCES = ['question', 'law', 'book', 'lesson'] as const;
export type TNoteSource = (typeof NOTE_SOURCES)[number];

/** The palette a note may be marked with (a highlighter's colours); the first is the default. */
export const NOTE_COLOURS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type TNoteColour = (typeof NOTE_COLOURS)[number];

export const NOTE_TEXT_MAX = 5000;
export const NOTE_QUOTE_MAX = 1000;
export const NOTE_ANCHOR_MAX = 200;
/** A user's notes on one source (one lesson, one book…) at most: the list stays one page. */
export const NOTES_PER_SOURCE_MAX = 2000;

const ZNoteId = zId('笔记编号');
const ZSource = z.enum(NOTE_SOURCES, { error: '笔记来源只能是 question、law、book 或 lesson' });
const ZColour = z.enum(NOTE_COLOURS, {
  error: '笔记颜色只能是 yellow、green、blue、pink 或 purple',
});
const ZText = zFreeText({
  max: NOTE_TEXT_MAX,
  trim: true,
  maxMessage: `笔记不能超过 ${NOTE_TEXT_MAX} 个字`,
  typeMessage: '笔记内容必须是文字',
});

export const ZNoteSchema = z.object({
  id: z.number().int(),
  source: z.enum(NOTE_SOURCES),
  sourceId: z.number().int(),
  anchor: z.string(),
  /** Where the note sits in its source's order (a lesson's ms, a book's progress). */
  anchorOrder: z.number(),
  quote: z.string(),
  text: z.string(),
  colour: z.enum(NOTE_COLOURS),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** A lesson's note in lists: its course, which the player's address needs to open it. */
  courseId: z.number().int().optional(),
  /** My tags on the note, in the order I gave them: in lists (absent in a write's answer). */
  tags: z.array(z.string()).optional(),
});
export type TNote = z.output<typeof ZNoteSchema>;

/**
 * POST /flks/note/create: a note on a source I may read (4981 when it does not exist, 4982 when
 * it is locked for my session). A lesson's anchor is the position in whole ms (its order is
 * taken from it); a law article's is its ordinal (the law is the source; 4981 for an article
 * the law does not have); a question's is '' (4983 otherwise). 4984 past NOTES_PER_SOURCE_MAX.
 */
export const createNoteCall = defineCall({
  path: '/flks/note/create',
  request: z
    .object({
      source: ZSource,
      sourceId: zId('来源编号'),
      anchor: zText({
        max: NOTE_ANCHOR_MAX,
        maxMessage: `笔记位置不能超过 ${NOTE_ANCHOR_MAX} 个字`,
      }).default(''),
      anchorOrder: z
        .number({ error: '笔记顺序必须是数字' })
        .min(0, '笔记顺序不能为负')
        .max(1e15, '笔记顺序超出范围')
        .default(0),
      quote: zFreeText({
        max: NOTE_QUOTE_MAX,
        trim: true,
        label: '引用的原文',
      }).default(''),
      text: ZText.default(''),
      colour: ZColour.default('yellow'),
    })
    .refine((note) => note.text !== '' || note.quote !== '', {
      message: '笔记内容不能为空',
      path: ['text'],
    }),
  data: z.object({ note: ZNoteSchema }),
});

/** POST /flks/note/source: my notes on one source, in the source's order (then oldest first). */
export const listSourceNotesCall = defineCall({
  path: '/flks/note/source',
  request: z.object({ source: ZSource, sourceId: zId('来源编号') }),
  data: z.object({ items: z.array(ZNoteSchema) }),
});

/**
 * A note as /mynotes lists it: with the ids of my notebooks holding it, its tags and its
 * subject (null when its source has none).
 */
export const ZMyNoteSchema = ZNoteSchema.extend({
  notebookIds: z.array(z.number().int()),
  tags: z.array(z.string()),
  subject: z.string().nullable(),
});
export type TMyNote = z.output<typeof ZMyNoteSchema>;

export const NOTE_QUERY_MAX = 100;

/**
 * POST /flks/note/list: all my notes, newest first, a page at a time; optionally one kind, one
 * tag, one subject (NOTE_SUBJECT_NONE: notes without one) and a search (every term must match,
 * Chinese tokenised as the law search does). A tag or subject I have no notes in lists nothing.
 */
export const listMyNotesCall = defineCall({
  path: '/flks/note/list',
  request: z.object({
    source: ZSource.optional(),
    tag: ZNoteTag.optional(),
    subject: ZNoteSubjectFilter.optional(),
    query: zText({
      max: NOTE_QUERY_MAX,
      maxMessage: `搜索词不能超过 ${NOTE_QUERY_MAX} 个字`,
    }).optional(),
    page: zPage(),
    pageSize: zPageSize().default(20),
  }),
  data: z.object({
    items: z.array(ZMyNoteSchema),
    ...ZPageReplyFields,
  }),
});

/**
 * POST /flks/note/update: changes my note's text and/or colour (4980 for a note that is not
 * mine or does not exist). Text may be emptied only on a note that quotes something.
 */
export const updateNoteCall = defineCall({
  path: '/flks/note/update',
  request: z
    .object({ noteId: ZNoteId, text: ZText.optional(), colour: ZColour.optional() })
    .refine((change) => change.text !== undefined || change.colour !== undefined, {
      message: '请填写要修改的笔记内容或颜色',
      path: ['text'],
    }),
  data: z.object({ note: ZNoteSchema }),
});

/**
 * POST /flks/note/delete: deletes my note (4980 for a note that is not mine or is gone); it can
 * be brought back with /flks/note/restore for 7 days.
 */
export const deleteNoteCall = defineCall({
  path: '/flks/note/delete',
  request: z.object({ noteId: ZNoteId }),
  data: z.object({ noteId: z.number().int() }),
});

/** POST /flks/note/restore: 撤销 of a delete (4980 when no deleted note of mine has that id). */
export const restoreNoteCall = defineCall({
  path: '/flks/note/restore',
  request: z.object({ noteId: ZNoteId }),
  data: z.object({ note: ZNoteSchema }),
});

// Notebooks: a user's named collections of notes (a note may be in several).

export const NOTEBOOK_NAME_MAX = 40;
/** A user's notebooks at most. */
export const NOTEBOOKS_MAX = 100;

const ZNotebookId = zId('笔记本编号');
const ZNotebookName = zText({
  min: 1,
  max: NOTEBOOK_NAME_MAX,
  minMessage: '请填写笔记本名称',
  label: '笔记本名称',
});

export const ZNotebookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  noteCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TNotebook = z.output<typeof ZNotebookSchema>;

/** POST /flks/note/notebook/list: my notebooks, oldest first, with their note counts. */
export const listNotebooksCall = defineCall({
  path: '/flks/note/notebook/list',
  request: z.object({}),
  data: z.object({ items: z.array(ZNotebookSchema) }),
});

/** POST /flks/note/notebook/create: a new notebook (4986 past NOTEBOOKS_MAX). */
export const createNotebookCall = defineCall({
  path: '/flks/note/notebook/create',
  request: z.object({ name: ZNotebookName }),
  data: z.object({ notebook: ZNotebookSchema }),
});

/** POST /flks/note/notebook/rename: renames my notebook (4985 when it is not mine). */
export const renameNotebookCall = defineCall({
  path: '/flks/note/notebook/rename',
  request: z.object({ notebookId: ZNotebookId, name: ZNotebookName }),
  data: z.object({ notebook: ZNotebookSchema }),
});

/** POST /flks/note/notebook/delete: deletes my notebook; its notes stay (4985 when not mine). */
export const deleteNotebookCall = defineCall({
  path: '/flks/note/notebook/delete',
  request: z.object({ notebookId: ZNotebookId }),
  data: z.object({ notebookId: z.number().int() }),
});

/**
 * POST /flks/note/notebook/note: puts my note in my notebook or takes it out (4985 / 4980
 * when either is not mine).
 */
export const setNotebookNoteCall = defineCall({
  path: '/flks/note/notebook/note',
  request: z.object({
    notebookId: ZNotebookId,
    noteId: ZNoteId,
    inNotebook: z.boolean({ error: 'inNotebook 必须是布尔值' }),
  }),
  data: z.object({ inNotebook: z.boolean() }),
});

/** POST /flks/note/notebook/notes: my notebook with its notes in source order (4985). */
export const listNotebookNotesCall = defineCall({
  path: '/flks/note/notebook/notes',
  request: z.object({ notebookId: ZNotebookId }),
  data: z.object({ notebook: ZNotebookSchema, items: z.array(ZNoteSchema) }),
});
