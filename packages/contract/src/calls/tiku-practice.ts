import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zInt } from '../fields';
import {
  OPTION_KEYS,
  ZBankId,
  ZChapterId,
  ZPaperId,
  ZPracticeAnswerSchema,
  ZPracticeSessionSchema,
  ZPracticeViewSchema,
  ZQuestionId,
  ZSessionId,
  ZSolutionSchema,
  ZSubjectId,
} from './tiku-shapes';

// Practice sessions: chapter practice (练习 and 背题), papers (timed or not), redoing the
// wrong-answer book and the favourites. Answers are checked on the server.

export const PRACTICE_COUNT_MIN = 5;
export const PRACTICE_COUNT_MAX = 100;
export const PRACTICE_COUNT_DEFAULT = 20;

const ZCount = zInt({
  min: PRACTICE_COUNT_MIN,
  max: PRACTICE_COUNT_MAX,
  label: '题数',
  minMessage: `每次至少练习 ${PRACTICE_COUNT_MIN} 题`,
  maxMessage: `每次最多练习 ${PRACTICE_COUNT_MAX} 题`,
}).default(PRACTICE_COUNT_DEFAULT);

/** POST /flks/tiku/practice/start: starts a session; questions are fixed at the start. */
export const startPracticeCall = defineCall({
  path: '/flks/tiku/practice/start',
  request: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('chapter'),
        bankId: ZBankId,
        subjectId: ZSubjectId,
        /** A chapter and its sub-chapters; the whole subject when absent. */
        chapterId: ZChapterId.optional(),
        count: ZCount,
        mode: z.enum(['practice', 'recite']).default('practice'),
      }),
      z.object({
        kind: z.literal('paper'),
        paperId: ZPaperId,
        /** Timed by the paper's limit; untimed otherwise. */
        timed: z.boolean().default(false),
      }),
      z.object({
        kind: z.literal('mistakes'),
        subjectId: ZSubjectId.optional(),
        chapterId: ZChapterId.optional(),
        /** Only questions due for review, or (the default) the whole book. */
        dueOnly: z.boolean().default(false),
        count: ZCount,
      }),
      z.object({ kind: z.literal('favorites'), count: ZCount }),
      z.object({
        kind: z.literal('article'),
        /** The law article's place, as the law page addresses it. */
        lawId: zId('法规编号'),
        ordinal: zId('条文序号'),
        /** The question to begin with (the one chosen in the panel); the others follow. */
        questionId: ZQuestionId.optional(),
      }),
    ],
    { error: '练习类型只能是 chapter、paper、mistakes、favorites 或 article' },
  ),
  data: z.object({ session: ZPracticeSessionSchema }),
});

/** POST /flks/tiku/practice/get: a session with its questions and answers (to show or resume). */
export const getPracticeCall = defineCall({
  path: '/flks/tiku/practice/get',
  request: z.object({ sessionId: ZSessionId }),
  data: ZPracticeViewSchema,
});

/**
 * POST /flks/tiku/practice/answer: answers one question of the session. In a paper an answer
 * may be changed until the paper is submitted; elsewhere each question is answered once (4704).
 */
export const answerPracticeCall = defineCall({
  path: '/flks/tiku/practice/answer',
  request: z.object({
    sessionId: ZSessionId,
    questionId: ZQuestionId,
    chosen: z
      .array(z.enum(OPTION_KEYS, { error: '选项只能是 A–H 中的字母' }), { error: '请选择答案' })
      .min(1, '请选择答案')
      .max(OPTION_KEYS.length),
  }),
  data: z.object({
    answer: ZPracticeAnswerSchema,
    /** In 练习 mode: the answer and explanation; null in a paper until it is submitted. */
    solution: ZSolutionSchema.nullable(),
    session: ZPracticeSessionSchema,
  }),
});

/** POST /flks/tiku/practice/position: remembers the question the user is on (to resume). */
export const savePracticePositionCall = defineCall({
  path: '/flks/tiku/practice/position',
  request: z.object({
    sessionId: ZSessionId,
    position: zInt({ min: 0, max: 10_000, label: '题号' }),
  }),
  data: z.object({ position: z.number().int() }),
});

/** POST /flks/tiku/practice/submit: ends a session; a paper is scored by its rules. */
export const submitPracticeCall = defineCall({
  path: '/flks/tiku/practice/submit',
  request: z.object({ sessionId: ZSessionId }),
  data: ZPracticeViewSchema,
});
