import { z } from 'zod';
import { zId, zPageSize, zUuid } from '../fields';

// Shapes shared by the question-bank calls: question types, questions as a user sees them,
// practice sessions and answers. The calls are in tiku.ts, tiku-practice.ts, tiku-personal.ts
// and tiku-subjective.ts.

export const QUESTION_TYPES = ['single', 'multiple', 'indefinite', 'subjective'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];
export const OBJECTIVE_TYPES = ['single', 'multiple', 'indefinite'] as const;
export type TObjectiveType = (typeof OBJECTIVE_TYPES)[number];

/** What users call each type. */
export const QUESTION_TYPE_LABELS: Record<TQuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  indefinite: '不定项选择题',
  subjective: '主观题',
};

/** Option letters a question may have (法考 papers use A–D; our format allows up to H). */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** The exam's points per objective question when a paper does not say otherwise. */
export const DEFAULT_POINTS: Record<TObjectiveType, number> = {
  single: 1,
  multiple: 2,
  indefinite: 2,
};

/** Question-bank and exam lists allow up to 100 rows a page, 20 unless asked. */
export const ZPageSize = zPageSize(100).default(20);
/** Ids of rows in a request (see fields.ts), named as users know them. */
export const ZBankId = zId('题库编号');
export const ZSubjectId = zId('科目编号');
export const ZChapterId = zId('章节编号');
export const ZPaperId = zId('试卷编号');
export const ZQuestionId = zId('试题编号');
export const ZAttemptId = zId('作答记录编号');
export const ZSessionId = zUuid('练习记录编号不正确');

export const ZQuestionOptionSchema = z.object({ key: z.string(), html: z.string() });
export const ZLawRefSchema = z.object({
  lawTitle: z.string(),
  articleNumber: z.string().nullable(),
  /** Set when the law is in the law database: link to /law/item/:lawId#art-{articleOrdinal}. */
  lawId: z.number().int().nullable(),
  articleOrdinal: z.number().int().nullable(),
});
export type TLawRef = z.infer<typeof ZLawRefSchema>;

export const ZQuestionSourceSchema = z.object({
  year: z.number().int().nullable(),
  paper: z.string().nullable(),
  number: z.number().int().nullable(),
});

/** The answer and explanation: sent only once the user may see them. */
export const ZSolutionSchema = z.object({
  answer: z.array(z.string()),
  explanationHtml: z.string().nullable(),
  lawRefs: z.array(ZLawRefSchema),
});
export type TSolution = z.infer<typeof ZSolutionSchema>;

/** An objective question as the user sees it while practising. */
export const ZQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  subjectName: z.string(),
  chapterName: z.string().nullable(),
  stemHtml: z.string(),
  options: z.array(ZQuestionOptionSchema),
  /** The paper section it is in (一、单项选择题…); null outside a paper. */
  section: z.string().nullable(),
  /** Points in this session (the paper's rule, else 1 for single and 2 otherwise). */
  points: z.number().int(),
  difficulty: z.number().int().nullable(),
  tags: z.array(z.string()),
  source: ZQuestionSourceSchema,
  favorite: z.boolean(),
  note: z.string().nullable(),
  /** Null until answered in 练习 mode or the paper is submitted; always set in 背题 mode. */
  solution: ZSolutionSchema.nullable(),
});
export type TQuestion = z.infer<typeof ZQuestionSchema>;

/** A question in lists (mistakes, favourites): enough to recognise it. */
export const ZQuestionSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  subjectName: z.string(),
  chapterName: z.string().nullable(),
  /** The stem as plain text, cut to 200 characters. */
  stemText: z.string(),
  options: z.array(ZQuestionOptionSchema),
  source: ZQuestionSourceSchema,
});
export type TQuestionSummary = z.infer<typeof ZQuestionSummarySchema>;

/** article: the questions linked to one law article (the law page's 法条联想 panel). */
export const PRACTICE_KINDS = ['chapter', 'paper', 'mistakes', 'favorites', 'article'] as const;
export type TPracticeKind = (typeof PRACTICE_KINDS)[number];
/** practice: answer after each question; recite (背题): answer shown; exam: a paper, scored at submit. */
export const PRACTICE_MODES = ['practice', 'recite', 'exam'] as const;
export type TPracticeMode = (typeof PRACTICE_MODES)[number];

/** A practice session (a learning record): what, when, how many, how well. */
export const ZPracticeSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(PRACTICE_KINDS),
  mode: z.enum(PRACTICE_MODES),
  title: z.string(),
  subjectName: z.string().nullable(),
  paperId: z.number().int().nullable(),
  total: z.number().int(),
  position: z.number().int(),
  /** ISO 8601. */
  startedAt: z.string(),
  /** ISO 8601: a timed paper's end. */
  deadline: z.string().nullable(),
  finishedAt: z.string().nullable(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Accuracy over answered questions, 0–1; null before the first answer (or paper submit). */
  accuracy: z.number().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
});
export type TPracticeSession = z.infer<typeof ZPracticeSessionSchema>;

/** One answer in a session. isCorrect and points stay null until a paper is submitted. */
export const ZPracticeAnswerSchema = z.object({
  questionId: z.number().int(),
  chosen: z.array(z.string()),
  isCorrect: z.boolean().nullable(),
  points: z.number().int().nullable(),
  answeredAt: z.string(),
});
export type TPracticeAnswer = z.infer<typeof ZPracticeAnswerSchema>;

/** A session with its questions (in order) and the answers given so far. */
export const ZPracticeViewSchema = z.object({
  session: ZPracticeSessionSchema,
  questions: z.array(ZQuestionSchema),
  answers: z.array(ZPracticeAnswerSchema),
});
export type TPracticeView = z.infer<typeof ZPracticeViewSchema>;
