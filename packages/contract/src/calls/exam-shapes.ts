import { z } from 'zod';
import {
  OPTION_KEYS,
  QUESTION_TYPES,
  ZLawRefSchema,
  ZQuestionOptionSchema,
  ZQuestionSourceSchema,
} from './tiku-shapes';

// Shapes of the mock exams (模考): exams, their papers, registrations (准考证), attempts and
// answers as the exam screens and the report see them. The calls are in exam.ts (candidates)
// and exam-admin.ts (operators). Decision 0015 explains the model.

/** obt 客观题 (objective papers), subt 主观题 (case analysis and essays). */
export const EXAM_VARIANTS = ['obt', 'subt'] as const;
export type TExamVariant = (typeof EXAM_VARIANTS)[number];
export const EXAM_VARIANT_LABELS: Record<TExamVariant, string> = { obt: '客观题', subt: '主观题' };

/** fixed 统一开考 (one start and end for all), window 随到随考 (each clock starts at the start). */
export const EXAM_START_MODES = ['fixed', 'window'] as const;
export type TExamStartMode = (typeof EXAM_START_MODES)[number];
export const EXAM_START_MODE_LABELS: Record<TExamStartMode, string> = {
  fixed: '统一开考',
  window: '随到随考',
};

/** Where an exam is in its life, as /examlist groups them. */
export const EXAM_STATES = ['registering', 'upcoming', 'ongoing', 'ended'] as const;
export type TExamState = (typeof EXAM_STATES)[number];
export const EXAM_STATE_LABELS: Record<TExamState, string> = {
  registering: '报名中',
  upcoming: '即将开始',
  ongoing: '进行中',
  ended: '已结束',
};

/** Who may sit: anyone logged in, holders of an authorisation, members of one organisation. */
export const EXAM_ACCESS = ['free', 'authorised', 'organisation'] as const;
export type TExamAccess = (typeof EXAM_ACCESS)[number];

/** The real exam's screen rules, kept as defaults of an exam's data (decision 0015). */
export const EXAM_DEFAULTS = {
  /** Late entry closes this many minutes after the start (统一开考). */
  lateEntryMinutes: 30,
  /** Submission opens this many minutes before the end; null: any time. */
  submitOpensMinutesBeforeEnd: 60,
  /** The screen warns this many minutes before the end. */
  warnMinutesBeforeEnd: 10,
  /** Saves sent before the deadline are still accepted this many seconds after it. */
  saveGraceSeconds: 30,
  /** Wrong 准考证号/证件号码 pairs allowed per exam and user before a pause. */
  loginTriesPerWindow: 5,
  loginWindowMinutes: 15,
} as const;

/** The latest instant a browser's time stamp may name: 2100-01-01T00:00:00Z. */
const EPOCH_MS_MAX = 4_102_444_800_000;

/**
 * A browser's time stamp in milliseconds since the epoch (when an answer was changed). Not a
 * zInt: those are bounded to PostgreSQL's 32-bit integer, far below today's time stamps; this
 * one is bounded to a date JavaScript and timestamptz both hold.
 */
export function zEpochMs(label = '时间') {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于 0`)
    .max(EPOCH_MS_MAX, `${label}超出范围`);
}

/** Answers are saved at most this long after a change (the client debounces to it). */
export const EXAM_SAVE_DEBOUNCE_MS = 2000;
/** The exam screen's heartbeat: time sync, connection state, current question. */
export const EXAM_HEARTBEAT_MS = 30_000;

/** One section of a paper (一、单项选择题 …): its question type, count and points each. */
export const ZExamSectionSchema = z.object({
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  count: z.number().int(),
  pointsEach: z.number().int(),
});
export type TExamSection = z.infer<typeof ZExamSectionSchema>;

/** A paper of an exam, e.g. 试卷一: counts, points and minutes are data, not constants. */
export const ZExamPaperSchema = z.object({
  id: z.number().int(),
  ordinal: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  maxScore: z.number().int(),
  sections: z.array(ZExamSectionSchema),
});
export type TExamPaper = z.infer<typeof ZExamPaperSchema>;

/** The caller's registration: the admission ticket, the ID number shown masked. */
export const ZExamRegistrationSchema = z.object({
  ticketNo: z.string(),
  realName: z.string(),
  /** e.g. 1101**********1234 — the number itself is stored only as a hash. */
  idNumberMasked: z.string(),
  registeredAt: z.string(),
});
export type TExamRegistration = z.infer<typeof ZExamRegistrationSchema>;

export const ATTEMPT_STATUSES = ['in_progress', 'submitted', 'collected'] as const;
export type TAttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** One paper's attempt as lists show it (my exams, learning records). */
export const ZAttemptSummarySchema = z.object({
  id: z.number().int(),
  examId: z.number().int(),
  paperId: z.number().int(),
  paperTitle: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  /** The server's deadline for this attempt (ISO 8601), extra time included. */
  deadline: z.string(),
  finishedAt: z.string().nullable(),
  /** Null while in progress; for 主观题 the self-graded score, null until graded. */
  score: z.number().nullable(),
  maxScore: z.number().int(),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummarySchema>;

/** An exam as lists and its detail show it, with the caller's registration and attempts. */
export const ZExamSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  variant: z.enum(EXAM_VARIANTS),
  startMode: z.enum(EXAM_START_MODES),
  state: z.enum(EXAM_STATES),
  access: z.enum(EXAM_ACCESS),
  /** Whether the caller may register (access rule); false for anonymous callers. */
  accessible: z.boolean(),
  description: z.string(),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  /**
   * Whether registration is open now. 随到随考 exams usually take registrations while they are
   * under way, so this is not the same as state 'registering'.
   */
  registrationOpen: z.boolean(),
  /** 统一开考: the start for everyone; 随到随考: when the window opens. */
  startsAt: z.string(),
  /** 统一开考: the end of the last paper; 随到随考: when the window closes. */
  endsAt: z.string(),
  lateEntryMinutes: z.number().int(),
  /** Null: submission allowed at any time. */
  submitOpensMinutesBeforeEnd: z.number().int().nullable(),
  papers: z.array(ZExamPaperSchema),
  candidateCount: z.number().int(),
  registration: ZExamRegistrationSchema.nullable(),
  attempts: z.array(ZAttemptSummarySchema),
});
export type TExamSummary = z.infer<typeof ZExamSummarySchema>;

/** A question as the exam screen shows it: no answer, no explanation until the report. */
export const ZExamQuestionSchema = z.object({
  id: z.number().int(),
  /** 1-based number in the paper, as the 答题卡 shows it. */
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  section: z.string(),
  points: z.number().int(),
  stemHtml: z.string(),
  options: z.array(ZQuestionOptionSchema),
  /** 主观题: the case material and the sub-questions, answered one text box each. */
  materialHtml: z.string().nullable(),
  subQuestions: z.array(z.object({ stemHtml: z.string(), points: z.number().int() })),
});
export type TExamQuestion = z.infer<typeof ZExamQuestionSchema>;

/** The stored answer to one question, acknowledged with the sequence number it was saved at. */
export const ZExamAnswerSchema = z.object({
  questionId: z.number().int(),
  /** Objective: the letters chosen (empty: cleared). */
  chosen: z.array(z.string()),
  /** Subjective: one text per sub-question. */
  texts: z.array(z.string()),
  marked: z.boolean(),
  seq: z.number().int(),
  savedAt: z.string(),
});
export type TExamAnswer = z.infer<typeof ZExamAnswerSchema>;

/** The candidate as the exam screen heads it. */
export const ZCandidateSchema = z.object({
  realName: z.string(),
  ticketNo: z.string(),
  idNumberMasked: z.string(),
});

/** Everything the answering screen needs to show or resume an attempt. */
export const ZAttemptViewSchema = z.object({
  attempt: ZAttemptSummarySchema,
  examTitle: z.string(),
  variant: z.enum(EXAM_VARIANTS),
  candidate: ZCandidateSchema,
  /** The server's clock when this reply was made (ISO 8601): the screen's clock syncs to it. */
  serverTime: z.string(),
  /** When 交卷 becomes possible (ISO 8601); null: now. */
  submitOpensAt: z.string().nullable(),
  warnMinutesBeforeEnd: z.number().int(),
  questions: z.array(ZExamQuestionSchema),
  answers: z.array(ZExamAnswerSchema),
  /** The question the candidate was on (0-based), to resume there. */
  position: z.number().int(),
  /** The highest sequence number stored: the next save must carry a larger one. */
  lastSeq: z.number().int(),
});
export type TAttemptView = z.infer<typeof ZAttemptViewSchema>;

/** One question in the report: the candidate's answer beside the right one. */
export const ZReportQuestionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  section: z.string(),
  subjectName: z.string(),
  stemHtml: z.string(),
  options: z.array(ZQuestionOptionSchema),
  points: z.number().int(),
  chosen: z.array(z.string()),
  answer: z.array(z.enum(OPTION_KEYS)),
  isCorrect: z.boolean(),
  earned: z.number(),
  explanationHtml: z.string().nullable(),
  lawRefs: z.array(ZLawRefSchema),
  source: ZQuestionSourceSchema,
  /** 主观题 only: material, the texts typed, reference answers and 采分点. */
  materialHtml: z.string().nullable(),
  subjective: z
    .array(
      z.object({
        stemHtml: z.string(),
        points: z.number().int(),
        text: z.string(),
        referenceHtml: z.string(),
        scoringPoints: z.array(z.object({ text: z.string(), points: z.number().int() })),
        /** Indexes of the 采分点 whose words the answer contains: the suggestion. */
        suggested: z.array(z.number().int()),
        /** Indexes the candidate ticked; null until self-graded. */
        achieved: z.array(z.number().int()).nullable(),
      }),
    )
    .nullable(),
});
export type TReportQuestion = z.infer<typeof ZReportQuestionSchema>;

const ZAccuracyRow = z.object({
  name: z.string(),
  total: z.number().int(),
  correct: z.number().int(),
  earned: z.number(),
  maxScore: z.number().int(),
});

/** Where a score stands among the exam's candidates of the same paper. */
export const ZStandingSchema = z.object({
  rank: z.number().int(),
  of: z.number().int(),
  /** 击败了 N% 的考生: the share of others with a lower score, 0–100. */
  beatPercent: z.number(),
  average: z.number(),
  highest: z.number(),
  /** Score bands for the distribution chart. */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type TStanding = z.infer<typeof ZStandingSchema>;

export const ZExamReportSchema = z.object({
  attempt: ZAttemptSummarySchema,
  examId: z.number().int(),
  examTitle: z.string(),
  variant: z.enum(EXAM_VARIANTS),
  candidate: ZCandidateSchema,
  /** Seconds from start to finish. */
  timeUsedSeconds: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  sections: z.array(ZAccuracyRow),
  subjects: z.array(ZAccuracyRow),
  /** Null until ranking is available (统一开考: after the exam ends; 随到随考: once submitted). */
  standing: ZStandingSchema.nullable(),
  questions: z.array(ZReportQuestionSchema),
});
export type TExamReport = z.infer<typeof ZExamReportSchema>;
