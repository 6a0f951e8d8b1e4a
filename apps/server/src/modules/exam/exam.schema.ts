import { sql } from 'drizzle-orm';
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
import { moment, ownerRef, requiredMoment } from '../../platform/db/columns';
import { organisations } from '../identity/organisation.schema';
import { users } from '../identity/user.schema';
import { sessions } from '../session/session.schema';

// Mock exams (模考, decision 0015): exams and their papers with a frozen copy of their
// questions, registrations (准考证), exam-room logins, attempts and their answers.

/** A law reference as frozen with a question (the question bank's shape). */
export type TFrozenLawRef = {
  lawTitle: string;
  articleNumber: string | null;
  lawId: number | null;
  articleOrdinal: number | null;
};

/** One question of a paper as it was when the exam was created, answers included. */
export type TFrozenQuestion = {
  /** The question bank's id (answers and the wrong-answer book refer to it). */
  id: number;
  /** 1-based number in the paper. */
  number: number;
  type: 'single' | 'multiple' | 'indefinite' | 'subjective';
  section: string;
  points: number;
  subjectName: string;
  stemHtml: string;
  options: { key: string; html: string }[];
  answer: string[];
  explanationHtml: string | null;
  lawRefs: TFrozenLawRef[];
  source: { year: number | null; paper: string | null; number: number | null };
  subQuestions: {
    stemHtml: string;
    referenceHtml: string;
    scoringPoints: { text: string; points: number }[];
  }[];
};

/** A section of a paper as the screens head it. */
export type TFrozenSection = {
  title: string;
  type: TFrozenQuestion['type'];
  count: number;
  pointsEach: number;
};

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** obt 客观题 or subt 主观题. */
    variant: text('variant').notNull(),
    /** fixed 统一开考 or window 随到随考. */
    startMode: text('start_mode').notNull(),
    /** free, authorised or organisation. */
    access: text('access').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    noticeHtml: text('notice_html').notNull(),
    registrationOpensAt: requiredMoment('registration_opens_at'),
    registrationClosesAt: requiredMoment('registration_closes_at'),
    startsAt: requiredMoment('starts_at'),
    endsAt: requiredMoment('ends_at'),
    lateEntryMinutes: integer('late_entry_minutes').notNull(),
    /** Null: 交卷 at any time. */
    submitOpensMinutesBeforeEnd: integer('submit_opens_minutes_before_end'),
    /** published, or withdrawn (no longer listed or reachable). */
    status: text('status').notNull().default('published'),
    /** Registrations so far: the sequence part of the next 准考证号. */
    registeredCount: integer('registered_count').notNull().default(0),
    /** Set for exams the demo seed writes, so seeding again finds them. */
    seedKey: text('seed_key').unique(),
    createdAt: requiredMoment('created_at').defaultNow(),
  },
  (table) => [index('exams_starts_at_idx').on(table.startsAt)],
);

export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    examId: ownerRef('exam_id', () => exams.id),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** 统一开考: minutes between the previous paper's end and this one's start. */
    gapMinutesBefore: integer('gap_minutes_before').notNull().default(0),
    partialCredit: boolean('partial_credit').notNull().default(false),
    sections: jsonb('sections').$type<TFrozenSection[]>().notNull(),
    /** The frozen questions: editing or re-importing the bank never changes an exam. */
    questions: jsonb('questions').$type<TFrozenQuestion[]>().notNull(),
    maxScore: integer('max_score').notNull(),
  },
  (table) => [uniqueIndex('exam_papers_exam_ordinal_idx').on(table.examId, table.ordinal)],
);

export const examRegistrations = pgTable(
  'exam_registrations',
  {
    id: serial('id').primaryKey(),
    examId: ownerRef('exam_id', () => exams.id),
    userId: ownerRef('user_id', () => users.id),
    ticketNo: text('ticket_no').notNull().unique(),
    realName: text('real_name').notNull(),
    /** HMAC-SHA256 of the 证件号码 with a server secret: the number itself is never stored. */
    idNumberHash: text('id_number_hash').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    /** Wrong 准考证号/证件号码 pairs in the window that opened at loginFailuresSince. */
    loginFailures: integer('login_failures').notNull().default(0),
    loginFailuresSince: moment('login_failures_since'),
    createdAt: requiredMoment('created_at'),
  },
  (table) => [
    uniqueIndex('exam_registrations_exam_user_idx').on(table.examId, table.userId),
    index('exam_registrations_user_idx').on(table.userId),
  ],
);

/** A session (browser) that entered the exam room with the ticket and ID number. */
export const examLogins = pgTable(
  'exam_logins',
  {
    registrationId: ownerRef('registration_id', () => examRegistrations.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    loggedInAt: requiredMoment('logged_in_at'),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionId] })],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    registrationId: ownerRef('registration_id', () => examRegistrations.id),
    examId: ownerRef('exam_id', () => exams.id),
    paperId: ownerRef('paper_id', () => examPapers.id),
    userId: integer('user_id').notNull(),
    /** in_progress, submitted or collected (closed at the deadline). */
    status: text('status').notNull(),
    startedAt: requiredMoment('started_at'),
    /** The server's deadline, extra time included. */
    deadline: requiredMoment('deadline'),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    position: integer('position').notNull().default(0),
    lastSeq: integer('last_seq').notNull().default(0),
    finishedAt: moment('finished_at'),
    /** Objective: set at finish; subjective: the self-graded points, null until graded. */
    score: integer('score'),
    /** True once every question counts (objective at finish, subjective when all graded). */
    scored: boolean('scored').notNull().default(false),
    /**
     * When 补时 last reopened the attempt after the sweep had collected it: its wrong answers
     * went to the mistake book at that collection, so the next close adds only later changes.
     */
    reopenedAt: moment('reopened_at'),
  },
  (table) => [
    uniqueIndex('exam_attempts_registration_paper_idx').on(table.registrationId, table.paperId),
    index('exam_attempts_user_idx').on(table.userId, table.startedAt),
    index('exam_attempts_paper_score_idx').on(table.paperId, table.score),
    // The deadline sweep reads open attempts by deadline only.
    index('exam_attempts_open_deadline_idx')
      .on(table.deadline)
      .where(sql`status = 'in_progress'`),
  ],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: ownerRef('attempt_id', () => examAttempts.id),
    /** The frozen question's id (no foreign key: the exam outlives bank edits). */
    questionId: integer('question_id').notNull(),
    chosen: text('chosen').array().notNull(),
    texts: jsonb('texts').$type<string[]>().notNull(),
    marked: boolean('marked').notNull(),
    /** The browser's sequence number of the stored change; a save must carry a larger one. */
    seq: integer('seq').notNull(),
    /** When the browser made the change (server time as the browser knew it). */
    changedAt: moment('changed_at'),
    savedAt: requiredMoment('saved_at'),
    /** 主观题: per sub-question, the 采分点 the candidate ticked; null until graded. */
    achieved: jsonb('achieved').$type<number[][]>(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);
