import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment, ownerRef, requiredMoment, requiredRef } from '../../platform/db/columns';
import { users } from '../identity/user.schema';

// The question bank: banks, subjects and chapters, questions, papers, and each user's
// practice sessions, answers, statistics, wrong-answer book, favourites, notes and subjective
// attempts. Question types, scoring and the review schedule are described in decision 0008.

/** One option of an objective question: its letter and sanitised HTML. */
export type TQuestionOption = { key: string; html: string };

/** A law article a question rests on; lawId/articleOrdinal when found in the law database. */
export type TQuestionLawRef = {
  lawTitle: string;
  articleNumber: string | null;
  lawId: number | null;
  articleOrdinal: number | null;
};

/** A scoring point (采分点) of a subjective sub-question. */
export type TScoringPoint = { text: string; points: number };

/** A sub-question of a subjective question, with its reference answer and scoring points. */
export type TSubQuestion = {
  stemHtml: string;
  referenceHtml: string;
  scoringPoints: TScoringPoint[];
};

/** A set of questions sold or given together: free, or readable only with an authorisation. */
export const questionBanks = pgTable('question_banks', {
  id: serial('id').primaryKey(),
  /** Stable name used by importers: jecqa, sample, sample-paid… */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  isFree: boolean('is_free').notNull(),
  /** Demo banks written by the seed, shown as samples. */
  isSample: boolean('is_sample').notNull().default(false),
  ordinal: integer('ordinal').notNull().default(0),
});

/** An exam subject (民法, 刑法…), in the exam's order. */
export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ordinal: integer('ordinal').notNull(),
});

/** A chapter of a subject; chapters nest (parentId) and keep their order. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    subjectId: ownerRef('subject_id', () => subjects.id),
    parentId: integer('parent_id'),
    /** Names from the subject down, joined with " / ": unique within the subject. */
    path: text('path').notNull(),
    name: text('name').notNull(),
    ordinal: integer('ordinal').notNull(),
  },
  (table) => [uniqueIndex('chapters_subject_path_idx').on(table.subjectId, table.path)],
);

/** A question: objective (single, multiple, indefinite) or subjective (case + sub-questions). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    bankId: ownerRef('bank_id', () => questionBanks.id),
    /** The source's own id (jecqa:1_4269, sample:civil-1): unique, so imports are idempotent. */
    externalId: text('external_id').notNull().unique(),
    /** Hash of everything imported: an unchanged question is not rewritten. */
    contentHash: text('content_hash').notNull(),
    /** single, multiple, indefinite or subjective. */
    type: text('type').notNull(),
    subjectId: requiredRef('subject_id', () => subjects.id),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** Sanitised HTML; for a subjective question the case material. */
    stemHtml: text('stem_html').notNull(),
    /** Plain text of the stem for lists and search. */
    stemText: text('stem_text').notNull(),
    options: jsonb('options').$type<TQuestionOption[]>().notNull(),
    /** Letters of the right options, sorted; empty for a subjective question. */
    answer: text('answer').array().notNull(),
    explanationHtml: text('explanation_html'),
    subQuestions: jsonb('sub_questions').$type<TSubQuestion[]>().notNull(),
    lawRefs: jsonb('law_refs').$type<TQuestionLawRef[]>().notNull(),
    sourceYear: integer('source_year'),
    sourcePaper: text('source_paper'),
    sourceNumber: integer('source_number'),
    /** 1 (easy) to 5 (hard); null when unknown. */
    difficulty: integer('difficulty'),
    tags: text('tags').array().notNull(),
    /** Order within its chapter (import order). */
    ordinal: integer('ordinal').notNull(),
  },
  (table) => [
    index('questions_bank_subject_chapter_idx').on(
      table.bankId,
      table.subjectId,
      table.chapterId,
      table.ordinal,
    ),
  ],
);

/** A past paper (by year) or a mock paper. */
export const papers = pgTable('papers', {
  id: serial('id').primaryKey(),
  bankId: ownerRef('bank_id', () => questionBanks.id),
  externalId: text('external_id').notNull().unique(),
  contentHash: text('content_hash').notNull(),
  /** past or mock. */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  year: integer('year'),
  /** Null: not timed by default. */
  timeLimitMinutes: integer('time_limit_minutes'),
  /** When true a multiple/indefinite answer with only right options earns half its points. */
  partialCredit: boolean('partial_credit').notNull().default(false),
  ordinal: integer('ordinal').notNull().default(0),
});

/** The questions of a paper in order, with their section and points. */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: ownerRef('paper_id', () => papers.id),
    ordinal: integer('ordinal').notNull(),
    section: text('section').notNull(),
    questionId: ownerRef('question_id', () => questions.id),
    points: integer('points').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paperId, table.ordinal] })],
);

/**
 * One practice run of a user: a chapter, a paper, the wrong-answer book or the favourites,
 * with the questions fixed at its start and the position to resume at.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerRef('user_id', () => users.id),
    /** chapter, paper, mistakes or favorites. */
    kind: text('kind').notNull(),
    /** practice (answer shown after each question), recite (shown with it) or exam (paper). */
    mode: text('mode').notNull(),
    title: text('title').notNull(),
    bankId: integer('bank_id').references(() => questionBanks.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'cascade' }),
    questionIds: integer('question_ids').array().notNull(),
    /** Points of each question, in questionIds order (paper rules; 1 or 2 otherwise). */
    questionPoints: integer('question_points').array().notNull(),
    partialCredit: boolean('partial_credit').notNull().default(false),
    /** Index of the question the user was on. */
    position: integer('position').notNull().default(0),
    startedAt: requiredMoment('started_at').defaultNow(),
    /** A timed paper's end; answers after it are refused. */
    deadline: moment('deadline'),
    finishedAt: moment('finished_at'),
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
  },
  (table) => [index('practice_sessions_user_idx').on(table.userId, table.startedAt)],
);

/** A user's answer to one question of a session (one row per question: no double answers). */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionId: ownerRef('question_id', () => questions.id),
    userId: integer('user_id').notNull(),
    chosen: text('chosen').array().notNull(),
    /** Null until a paper is submitted. */
    isCorrect: boolean('is_correct'),
    points: integer('points'),
    answeredAt: requiredMoment('answered_at').defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.questionId] }),
    index('practice_answers_user_idx').on(table.userId),
  ],
);

/** A user's record on one question: for chapter progress and accuracy without scanning answers. */
export const questionStats = pgTable(
  'question_stats',
  {
    userId: ownerRef('user_id', () => users.id),
    questionId: ownerRef('question_id', () => questions.id),
    attempts: integer('attempts').notNull(),
    correctAttempts: integer('correct_attempts').notNull(),
    lastChosen: text('last_chosen').array().notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    lastAnsweredAt: requiredMoment('last_answered_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/**
 * The wrong-answer book: a question stays until answered right on its spaced reviews
 * (tiku/review-schedule.ts); the options chosen wrongly are kept with the time.
 */
export const mistakes = pgTable(
  'mistakes',
  {
    userId: ownerRef('user_id', () => users.id),
    questionId: ownerRef('question_id', () => questions.id),
    /** The options of the latest wrong answer. */
    chosen: text('chosen').array().notNull(),
    wrongCount: integer('wrong_count').notNull(),
    firstWrongAt: requiredMoment('first_wrong_at'),
    lastWrongAt: requiredMoment('last_wrong_at'),
    /** Right answers in a row on due reviews. */
    reviewStage: integer('review_stage').notNull().default(0),
    nextReviewAt: requiredMoment('next_review_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

export const questionFavorites = pgTable(
  'question_favorites',
  {
    userId: ownerRef('user_id', () => users.id),
    questionId: ownerRef('question_id', () => questions.id),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('question_favorites_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One typed answer to a subjective question and, once self-graded, the points achieved. */
export const subjectiveAttempts = pgTable(
  'subjective_attempts',
  {
    id: serial('id').primaryKey(),
    userId: ownerRef('user_id', () => users.id),
    questionId: ownerRef('question_id', () => questions.id),
    /** One answer text per sub-question. */
    answers: text('answers').array().notNull(),
    /** Per sub-question, the indexes of the scoring points the user ticked; null until graded. */
    achieved: jsonb('achieved').$type<number[][]>(),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    createdAt: requiredMoment('created_at').defaultNow(),
    gradedAt: moment('graded_at'),
  },
  (table) => [index('subjective_attempts_user_idx').on(table.userId, table.questionId)],
);
