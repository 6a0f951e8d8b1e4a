import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zId, zInt, zShortTitle, zText } from '../fields';
import {
  EXAM_ACCESS,
  EXAM_START_MODES,
  EXAM_VARIANTS,
  ZAttemptSummarySchema,
  ZExamSummarySchema,
  zEpochMs,
} from './exam-shapes';
import { OPTION_KEYS } from './tiku-shapes';

// Operator calls for mock exams (bearer = ADMIN_TOKEN), used through `npm run api`:
// create and schedule exams, add time to an attempt after an outage, import a candidate's
// downloaded answer sheet (下载答卷).

const ZIsoTime = zText({ max: 40, min: 1 }).refine(
  (text) => !Number.isNaN(Date.parse(text)),
  '时间格式不正确，例如 2026-12-01T09:00:00+08:00',
);

/** A paper of a new exam: a question-bank paper, or a list of questions (主观题). */
const ZNewExamPaper = z
  .object({
    title: zShortTitle(),
    durationMinutes: zInt({ min: 1, max: 600, label: '考试时长' }),
    /** Copies the questions, sections and points of this question-bank paper. */
    sourcePaperId: zId('试卷编号').optional(),
    /** Or these questions in order (objective with their default points, or subjective). */
    questionIds: z.array(zId('试题编号')).min(1).max(300).optional(),
  })
  .refine((paper) => (paper.sourcePaperId === undefined) !== (paper.questionIds === undefined), {
    message: '每份试卷须给出 sourcePaperId 或 questionIds 之一',
  });

/**
 * POST /flks/admin/exam/create: a new exam, published at once. The questions are copied when
 * the exam is created, so editing or re-importing them later never changes it.
 */
export const createExamCall = defineCall({
  path: '/flks/admin/exam/create',
  request: z.object({
    title: zText({ max: 80, min: 1 }),
    variant: z.enum(EXAM_VARIANTS),
    startMode: z.enum(EXAM_START_MODES),
    access: z.enum(EXAM_ACCESS).default('free'),
    /** With access organisation: the organisation whose members may sit. */
    organisationId: zId('机构编号').optional(),
    description: zFreeText({ max: 2000 }).default(''),
    noticeHtml: zFreeText({ max: 20_000 }).optional(),
    registrationOpensAt: ZIsoTime.optional(),
    registrationClosesAt: ZIsoTime.optional(),
    startsAt: ZIsoTime,
    /** 随到随考: when the window closes; 统一开考: computed from the papers when absent. */
    endsAt: ZIsoTime.optional(),
    lateEntryMinutes: zInt({ min: 0, max: 600, label: '迟到时限' }).optional(),
    /** Null: submission at any time. */
    submitOpensMinutesBeforeEnd: zInt({ min: 0, max: 600, label: '交卷时限' })
      .nullable()
      .optional(),
    papers: z.array(ZNewExamPaper).min(1).max(5),
  }),
  data: z.object({ exam: ZExamSummarySchema }),
});

/** POST /flks/admin/exam/schedule: moves an exam that has not started yet. */
export const scheduleExamCall = defineCall({
  path: '/flks/admin/exam/schedule',
  request: z.object({
    examId: zId('考试编号'),
    startsAt: ZIsoTime,
    endsAt: ZIsoTime.optional(),
    registrationClosesAt: ZIsoTime.optional(),
  }),
  data: z.object({ exam: ZExamSummarySchema }),
});

/**
 * POST /flks/admin/exam/addtime: 补时: extends one attempt's deadline (after an outage). An
 * attempt the deadline sweep collected is reopened when the new deadline is in the future
 * (4817 otherwise); one the candidate submitted (交卷) never is (4813).
 */
export const addExamTimeCall = defineCall({
  path: '/flks/admin/exam/addtime',
  request: z.object({
    attemptId: zId('作答记录编号'),
    minutes: zInt({ min: 1, max: 240, label: '补时分钟数' }),
  }),
  data: z.object({ attempt: ZAttemptSummarySchema }),
});

/** The 答卷 file a candidate downloads after repeated failed submissions. */
export const ZAnswerSheetFileSchema = z.object({
  format: z.literal('yzfk-answer-sheet/1'),
  attemptId: zId('作答记录编号'),
  ticketNo: zText({ max: 20, min: 1 }),
  createdAt: zEpochMs('答卷生成时间'),
  answers: z
    .array(
      z.object({
        questionId: zId('试题编号'),
        seq: zInt({ min: 1, max: 2_000_000_000 }),
        chosen: z.array(z.enum(OPTION_KEYS)).max(OPTION_KEYS.length),
        texts: z.array(zFreeText({ max: 10_000 })).max(20),
        marked: z.boolean(),
        changedAt: zEpochMs('修改时间'),
      }),
    )
    .max(500),
});
export type TAnswerSheetFile = z.infer<typeof ZAnswerSheetFileSchema>;

/**
 * POST /flks/admin/exam/importanswers: stores the answers of a downloaded 答卷 for its attempt
 * (each only where newer than the stored one) and re-scores a finished attempt.
 */
export const importAnswerSheetCall = defineCall({
  path: '/flks/admin/exam/importanswers',
  request: z.object({ sheet: ZAnswerSheetFileSchema }),
  data: z.object({
    attempt: ZAttemptSummarySchema,
    applied: z.number().int(),
    skipped: z.number().int(),
  }),
});
