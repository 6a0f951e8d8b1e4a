import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zInt, zPage, ZPageReplyFields } from '../fields';
import {
  ZAttemptId,
  ZPageSize,
  ZQuestionId,
  ZQuestionSourceSchema,
  ZSubjectId,
} from './tiku-shapes';

// Subjective practice (/zg): read the case, type an answer, reveal the reference answer,
// tick the scoring points achieved; every attempt is kept.

/** Longest typed answer to one sub-question, in characters. */
export const SUBJECTIVE_ANSWER_MAX = 5000;
/** Most sub-questions one case has, and scoring points one sub-question has (generous bounds). */
export const SUBJECTIVE_PARTS_MAX = 50;
export const SCORING_POINTS_MAX = 100;

export const ZSubjectiveSummarySchema = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  /** The start of the case material, as plain text. */
  excerpt: z.string(),
  source: ZQuestionSourceSchema,
  subQuestionCount: z.number().int(),
  maxScore: z.number().int(),
  attemptCount: z.number().int(),
  bestScore: z.number().int().nullable(),
});

/** POST /flks/tiku/subjective/list: subjective questions of the banks the caller may practise. */
export const listSubjectiveCall = defineCall({
  path: '/flks/tiku/subjective/list',
  request: z.object({ subjectId: ZSubjectId.optional(), page: zPage(), pageSize: ZPageSize }),
  data: z.object({
    ...ZPageReplyFields,
    list: z.array(ZSubjectiveSummarySchema),
  }),
});

export const ZSubjectiveSolutionSchema = z.array(
  z.object({
    referenceHtml: z.string(),
    scoringPoints: z.array(z.object({ text: z.string(), points: z.number().int() })),
  }),
);

export const ZSubjectiveAttemptSchema = z.object({
  id: z.number().int(),
  answers: z.array(z.string()),
  /** Per sub-question, indexes of the scoring points ticked; null until self-graded. */
  achieved: z.array(z.array(z.number().int())).nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  createdAt: z.string(),
  gradedAt: z.string().nullable(),
});
export type TSubjectiveAttempt = z.infer<typeof ZSubjectiveAttemptSchema>;

export const ZSubjectiveQuestionSchema = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  materialHtml: z.string(),
  subQuestions: z.array(z.object({ stemHtml: z.string(), points: z.number().int() })),
  maxScore: z.number().int(),
  source: ZQuestionSourceSchema,
  favorite: z.boolean(),
});

/**
 * POST /flks/tiku/subjective/get: the case and its sub-questions, the user's attempts (newest
 * first), and the reference answers once the user has submitted an attempt.
 */
export const getSubjectiveCall = defineCall({
  path: '/flks/tiku/subjective/get',
  request: z.object({ questionId: ZQuestionId }),
  data: z.object({
    question: ZSubjectiveQuestionSchema,
    attempts: z.array(ZSubjectiveAttemptSchema),
    solution: ZSubjectiveSolutionSchema.nullable(),
  }),
});

/** POST /flks/tiku/subjective/answer: stores a typed answer and reveals the reference answer. */
export const answerSubjectiveCall = defineCall({
  path: '/flks/tiku/subjective/answer',
  request: z.object({
    questionId: ZQuestionId,
    /** One text per sub-question, in order. */
    answers: z
      .array(
        zFreeText({
          max: SUBJECTIVE_ANSWER_MAX,
          maxMessage: `每问的作答不能超过 ${SUBJECTIVE_ANSWER_MAX} 个字`,
        }),
      )
      .min(1, '请作答后再提交')
      .max(SUBJECTIVE_PARTS_MAX, `最多 ${SUBJECTIVE_PARTS_MAX} 问`),
  }),
  data: z.object({ attempt: ZSubjectiveAttemptSchema, solution: ZSubjectiveSolutionSchema }),
});

/** POST /flks/tiku/subjective/grade: records the scoring points the user achieved (re-gradable). */
export const gradeSubjectiveCall = defineCall({
  path: '/flks/tiku/subjective/grade',
  request: z.object({
    attemptId: ZAttemptId,
    achieved: z
      .array(
        z
          .array(zInt({ min: 0, max: SCORING_POINTS_MAX, label: '采分点' }))
          .max(SCORING_POINTS_MAX, `每问最多 ${SCORING_POINTS_MAX} 个采分点`),
      )
      .max(SUBJECTIVE_PARTS_MAX, `最多 ${SUBJECTIVE_PARTS_MAX} 问`),
  }),
  data: z.object({ attempt: ZSubjectiveAttemptSchema }),
});
