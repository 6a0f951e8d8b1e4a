import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zPage, ZPageReplyFields } from '../fields';
import {
  ZChapterId,
  ZPageSize,
  ZPracticeSessionSchema,
  ZQuestionSchema,
  ZQuestionId,
  ZQuestionSummarySchema,
  ZSubjectId,
} from './tiku-shapes';

// The user's own question-bank data: the wrong-answer book, favourites, notes, one question
// with everything the user has on it, and learning records.

/** Longest personal note on a question, in characters. */
export const QUESTION_NOTE_MAX = 2000;

const ZCountNode = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number(),
});

export const ZMistakeSchema = z.object({
  question: ZQuestionSummarySchema,
  /** The options of the latest wrong answer, and when it was given. */
  chosen: z.array(z.string()),
  answer: z.array(z.string()),
  wrongCount: z.number().int(),
  lastWrongAt: z.string(),
  /** Right answers in a row on due reviews; the question leaves the book at the last stage. */
  reviewStage: z.number().int(),
  nextReviewAt: z.string(),
  due: z.boolean(),
});
export type TMistake = z.infer<typeof ZMistakeSchema>;

/** POST /flks/tiku/mistakes: the wrong-answer book, grouped subject → chapter, and a page of it. */
export const listMistakesCall = defineCall({
  path: '/flks/tiku/mistakes',
  request: z.object({
    subjectId: ZSubjectId.optional(),
    chapterId: ZChapterId.optional(),
    page: zPage(),
    pageSize: ZPageSize,
  }),
  data: z.object({
    /** Every subject with mistakes, its chapters (id null: outside any chapter) and counts. */
    groups: z.array(ZCountNode.extend({ children: z.array(ZCountNode) })),
    ...ZPageReplyFields,
    dueCount: z.number().int(),
    list: z.array(ZMistakeSchema),
  }),
});

/** POST /flks/tiku/mistake/remove: takes a question out of the wrong-answer book. */
export const removeMistakeCall = defineCall({
  path: '/flks/tiku/mistake/remove',
  request: z.object({ questionId: ZQuestionId }),
  data: z.object({ removed: z.boolean() }),
});

/** POST /flks/tiku/favorites: the user's favourite questions, newest first. */
export const listQuestionFavoritesCall = defineCall({
  path: '/flks/tiku/favorites',
  request: z.object({ subjectId: ZSubjectId.optional(), page: zPage(), pageSize: ZPageSize }),
  data: z.object({
    ...ZPageReplyFields,
    list: z.array(z.object({ question: ZQuestionSummarySchema, createdAt: z.string() })),
  }),
});

/** POST /flks/tiku/question/favorite: stars or unstars a question. */
export const setQuestionFavoriteCall = defineCall({
  path: '/flks/tiku/question/favorite',
  request: z.object({
    questionId: ZQuestionId,
    favorite: z.boolean({ error: 'favorite 必须是布尔值' }),
  }),
  data: z.object({ favorite: z.boolean() }),
});

/** POST /flks/tiku/question/note: saves the user's note on a question; empty text deletes it. */
export const saveQuestionNoteCall = defineCall({
  path: '/flks/tiku/question/note',
  request: z.object({
    questionId: ZQuestionId,
    text: zFreeText({
      max: QUESTION_NOTE_MAX,
      maxMessage: `笔记不能超过 ${QUESTION_NOTE_MAX} 个字`,
      trim: true,
    }),
  }),
  data: z.object({ note: z.string().nullable() }),
});

/**
 * POST /flks/tiku/question/detail: one question with the user's favourite, note and mistake;
 * the solution only when the user has answered it before.
 */
export const getQuestionDetailCall = defineCall({
  path: '/flks/tiku/question/detail',
  request: z.object({ questionId: ZQuestionId }),
  data: z.object({
    question: ZQuestionSchema,
    mistake: ZMistakeSchema.omit({ question: true }).nullable(),
  }),
});

/** POST /flks/tiku/records: learning records (sessions, newest first) and accuracy by subject. */
export const listLearningRecordsCall = defineCall({
  path: '/flks/tiku/records',
  request: z.object({ page: zPage(), pageSize: ZPageSize }),
  data: z.object({
    ...ZPageReplyFields,
    list: z.array(ZPracticeSessionSchema),
    subjects: z.array(
      z.object({
        subjectName: z.string(),
        answerCount: z.number().int(),
        correctCount: z.number().int(),
        accuracy: z.number().nullable(),
      }),
    ),
  }),
});
