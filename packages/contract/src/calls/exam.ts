import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zId, zInt, zPage, zText, ZPageReplyFields } from '../fields';
import {
  EXAM_START_MODES,
  EXAM_STATES,
  EXAM_VARIANTS,
  ZAttemptSummarySchema,
  ZAttemptViewSchema,
  ZCandidateSchema,
  ZExamPaperSchema,
  ZExamRegistrationSchema,
  ZExamReportSchema,
  ZExamSummarySchema,
  zEpochMs,
} from './exam-shapes';
import { OPTION_KEYS, ZPageSize } from './tiku-shapes';

// The mock exams (模考) for candidates: /examlist, the exam room (examLogin, examBefore,
// examination) of both variants, and the report. Every call needs a logged-in user (4106)
// except list and detail. Decision 0015.

/** Longest typed answer to one sub-question of a 主观题, in characters. */
export const EXAM_TEXT_ANSWER_MAX = 10_000;

const ZExamId = zId('考试编号');
const ZAttemptId = zId('作答记录编号');
const ZQuestionId = zId('试题编号');

/** 准考证号: as issued at registration (digits). */
export const ZTicketNoSchema = zText({ max: 20, min: 1, minMessage: '请输入准考证号' }).regex(
  /^\d{8,20}$/,
  '准考证号格式不正确',
);
/** 证件号码: an 18-character resident ID (the last may be X) or another document's 6–20 letters and digits. */
export const ZIdNumberSchema = zText({ max: 20, min: 1, minMessage: '请输入证件号码' })
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{6,20}$/, '证件号码格式不正确'));

/** POST /flks/exam/list: exams by state, newest start first, with the caller's registration. */
export const listExamsCall = defineCall({
  path: '/flks/exam/list',
  request: z.object({
    state: z.enum(EXAM_STATES).optional(),
    variant: z.enum(EXAM_VARIANTS).optional(),
    /** Only exams the caller registered for. */
    mine: z.boolean().default(false),
    page: zPage(),
    pageSize: ZPageSize,
  }),
  data: z.object({
    ...ZPageReplyFields,
    /** The server's clock (ISO 8601), so countdowns do not trust the device's. */
    serverTime: z.string(),
    list: z.array(ZExamSummarySchema),
  }),
});

/** POST /flks/exam/detail: one exam with its 考生须知 and 操作说明. */
export const getExamCall = defineCall({
  path: '/flks/exam/detail',
  request: z.object({ examId: ZExamId }),
  data: z.object({
    exam: ZExamSummarySchema,
    noticeHtml: z.string(),
    instructionsHtml: z.string(),
    serverTime: z.string(),
  }),
});

/** POST /flks/exam/register: registers the caller and issues the admission ticket (准考证号). */
export const registerExamCall = defineCall({
  path: '/flks/exam/register',
  request: z.object({
    examId: ZExamId,
    realName: zText({ max: 30, min: 2, minMessage: '请输入真实姓名' }),
    idNumber: ZIdNumberSchema,
  }),
  data: z.object({ registration: ZExamRegistrationSchema }),
});

/** POST /flks/exam/login: enters the exam room with 准考证号 and 证件号码 (tries are limited). */
export const examLoginCall = defineCall({
  path: '/flks/exam/login',
  request: z.object({ examId: ZExamId, ticketNo: ZTicketNoSchema, idNumber: ZIdNumberSchema }),
  data: z.object({ candidate: ZCandidateSchema, examTitle: z.string() }),
});

/** What the waiting screen (examBefore) shows for each paper. */
export const ZPaperEntrySchema = z.object({
  paper: ZExamPaperSchema,
  /** When this candidate's paper opens (ISO 8601): 统一开考 the paper's start, 随到随考 now. */
  opensAt: z.string(),
  /** After this the paper can no longer be started (late entry closed or window over). */
  entryClosesAt: z.string(),
  attempt: ZAttemptSummarySchema.nullable(),
});

/**
 * POST /flks/exam/before: the waiting screen after the exam login: the candidate, the server's
 * clock, the start mode and, per paper, when it opens. 4803 until the exam login was made.
 */
export const examBeforeCall = defineCall({
  path: '/flks/exam/before',
  request: z.object({ examId: ZExamId }),
  data: z.object({
    examTitle: z.string(),
    variant: z.enum(EXAM_VARIANTS),
    /** 统一开考 (fixed: papers open by themselves) or 随到随考 (window: 开始答题). */
    startMode: z.enum(EXAM_START_MODES),
    candidate: ZCandidateSchema,
    serverTime: z.string(),
    noticeHtml: z.string(),
    instructionsHtml: z.string(),
    papers: z.array(ZPaperEntrySchema),
  }),
});

/**
 * POST /flks/exam/start: opens a paper (at or after its opening time, before entry closes) or
 * resumes its attempt: the questions as they were when the exam was published, the
 * acknowledged answers, marks, position and the server's deadline.
 */
export const startExamCall = defineCall({
  path: '/flks/exam/start',
  request: z.object({ examId: ZExamId, paperId: zId('试卷编号') }),
  data: ZAttemptViewSchema,
});

/** POST /flks/exam/attempt: an attempt of the caller's, to resume (also on another browser). */
export const getAttemptCall = defineCall({
  path: '/flks/exam/attempt',
  request: z.object({ attemptId: ZAttemptId }),
  data: ZAttemptViewSchema,
});

/** A save's sequence number: per attempt, increasing with each change the browser makes. */
const ZSeq = zInt({ min: 1, max: 2_000_000_000, label: '保存序号' });

/**
 * POST /flks/exam/save: stores one answer (objective letters or subjective texts) and the mark.
 * A save with a sequence number not above the one stored for that question is refused with
 * 4806 (a newer answer is already stored); after the deadline (plus a short grace for saves
 * made before it) 4805.
 */
export const saveExamAnswerCall = defineCall({
  path: '/flks/exam/save',
  request: z.object({
    attemptId: ZAttemptId,
    questionId: ZQuestionId,
    seq: ZSeq,
    /** Objective: the letters chosen, empty to clear. */
    chosen: z
      .array(z.enum(OPTION_KEYS, { error: '选项只能是 A–H 中的字母' }))
      .max(OPTION_KEYS.length)
      .default([]),
    /** Subjective: one text per sub-question. */
    texts: z
      .array(zFreeText({ max: EXAM_TEXT_ANSWER_MAX }))
      .max(20)
      .default([]),
    marked: z.boolean().default(false),
    /** When the browser made the change (ms since epoch): decides the grace after the deadline. */
    changedAt: zEpochMs('修改时间').optional(),
  }),
  data: z.object({
    questionId: z.number().int(),
    seq: z.number().int(),
    savedAt: z.string(),
    serverTime: z.string(),
  }),
});

/**
 * POST /flks/exam/heartbeat: keeps the screen's clock in step (server time, deadline, extra
 * time an operator added) and stores the current question.
 */
export const examHeartbeatCall = defineCall({
  path: '/flks/exam/heartbeat',
  request: z.object({
    attemptId: ZAttemptId,
    position: zInt({ min: 0, max: 1000, label: '题号' }),
  }),
  data: z.object({
    serverTime: z.string(),
    deadline: z.string(),
    submitOpensAt: z.string().nullable(),
    status: ZAttemptSummarySchema.shape.status,
  }),
});

/**
 * POST /flks/exam/submit: 交卷 (the second, final step; the first is the screen's summary).
 * 4807 before submission opens; a collected or submitted attempt answers its result again.
 */
export const submitExamCall = defineCall({
  path: '/flks/exam/submit',
  request: z.object({ attemptId: ZAttemptId }),
  data: z.object({ attempt: ZAttemptSummarySchema }),
});

/** POST /flks/exam/report: the report of a finished attempt of the caller's. */
export const examReportCall = defineCall({
  path: '/flks/exam/report',
  request: z.object({ attemptId: ZAttemptId }),
  data: ZExamReportSchema,
});

/** POST /flks/exam/grade: 主观题 self-grading: the 采分点 ticked per sub-question of one question. */
export const gradeExamAnswerCall = defineCall({
  path: '/flks/exam/grade',
  request: z.object({
    attemptId: ZAttemptId,
    questionId: ZQuestionId,
    achieved: z.array(z.array(zInt({ min: 0, max: 100, label: '采分点' })).max(100)).max(20),
  }),
  data: z.object({ attempt: ZAttemptSummarySchema }),
});

/** POST /flks/exam/ranking: the top scores of a paper and the caller's place. */
export const examRankingCall = defineCall({
  path: '/flks/exam/ranking',
  request: z.object({
    examId: ZExamId,
    paperId: zId('试卷编号'),
    limit: zInt({ min: 1, max: 100 }).default(20),
  }),
  data: z.object({
    list: z.array(
      z.object({
        rank: z.number().int(),
        /** 张** : names are shown masked. */
        name: z.string(),
        score: z.number(),
        timeUsedSeconds: z.number().int(),
      }),
    ),
    mine: z.object({ rank: z.number().int(), score: z.number() }).nullable(),
    of: z.number().int(),
  }),
});

/** POST /flks/exam/mine: the caller's attempts, newest first (learning records, past reports). */
export const myExamAttemptsCall = defineCall({
  path: '/flks/exam/mine',
  request: z.object({ page: zPage(), pageSize: ZPageSize }),
  data: z.object({
    total: z.number().int(),
    list: z.array(
      ZAttemptSummarySchema.extend({
        examTitle: z.string(),
        variant: z.enum(EXAM_VARIANTS),
      }),
    ),
  }),
});
