import type { Logger } from 'pino';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth, type TAuthSession } from '../../platform/http/auth';
import type { TAuthorisation } from '../identity/login.service';
import type { TExamSourceService } from '../tiku/exam-source/exam-source.service';
import type { TAttemptRow } from './attempt.repository';
import type { TExamPaperRow, TExamRow, TRegistrationRow } from './exam.repository';
import type { TExamStore } from './exam-repositories';

// What every exam use case shares: its dependencies, the look-ups with their error codes
// (exam, paper, registration, exam-room login, own attempt) and the access rule.

export type TExamDeps = {
  store: TExamStore;
  /** The server's clock: states, deadlines, grace (tests move it). */
  now: () => Date;
  /** The key of the 证件号码 hashes (decision 0015). */
  idNumberSecret: string;
  /** The valid authorisations of a session (the identity module's rule). */
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
  /** Copies of the question bank's papers and questions (tiku). */
  source: Pick<TExamSourceService, 'paper' | 'questions'>;
  /** The wrong-answer book (tiku). */
  recordWrongAnswers: (
    userId: number,
    wrong: { questionId: number; chosen: string[] }[],
    at: Date,
  ) => Promise<void>;
  log: Pick<Logger, 'warn'>;
};

/** Papers never change once an exam exists, so each process keeps the ones it has read. */
const PAPER_CACHE_MAX = 500;

/** A per-process cache of frozen papers by id (immutable rows). */
export function createPaperCache(store: TExamStore) {
  const papers = new Map<number, TExamPaperRow>();
  /** A paper by id; inside a transaction pass its repository (PGlite has one connection). */
  return async function paperById(
    id: number,
    exams: Pick<TExamStore['exams'], 'findPaper'> = store.exams,
  ): Promise<TExamPaperRow> {
    const cached = papers.get(id);
    if (cached) return cached;
    const paper = await exams.findPaper(id);
    if (!paper) throw new AppError(E.paperNotFound);
    if (papers.size >= PAPER_CACHE_MAX) papers.clear();
    papers.set(id, paper);
    return paper;
  };
}

export type TPaperById = ReturnType<typeof createPaperCache>;

/**
 * A per-process cache of each exam's paper clocks (id, duration, gap, in order): papers are
 * written once with their exam, so an exam's list never changes once it has papers.
 */
export function createPaperClockCache(store: TExamStore) {
  const clocks = new Map<number, Awaited<ReturnType<TExamStore['exams']['paperClocksOf']>>>();
  return async function paperClocksOf(examId: number) {
    const cached = clocks.get(examId);
    if (cached) return cached;
    const found = await store.exams.paperClocksOf(examId);
    if (found.length === 0) return found;
    if (clocks.size >= PAPER_CACHE_MAX) clocks.clear();
    clocks.set(examId, found);
    return found;
  };
}

export type TPaperClocksOf = ReturnType<typeof createPaperClockCache>;

/** A published exam; 4801 otherwise. */
export async function findExam(deps: TExamDeps, examId: number): Promise<TExamRow> {
  const exam = await deps.store.exams.find(examId);
  if (!exam) throw new AppError(E.examNotFound);
  return exam;
}

/** Whether the caller may register for the exam: its access rule (false when anonymous). */
export async function canSit(deps: TExamDeps, auth: TAuth, exam: TExamRow): Promise<boolean> {
  if (auth.session.kind !== 'user' || auth.session.userId === null) return false;
  if (exam.access === 'free') return true;
  const auths = await deps.authsOf(auth.session);
  if (exam.access === 'authorised') return auths.length > 0;
  return (
    exam.organisationId !== null && auths.some((a) => a.organisationId === exam.organisationId)
  );
}

/** The caller's registration for the exam; 4106 when anonymous, 4811 when not registered. */
export async function requireRegistration(
  deps: TExamDeps,
  auth: TAuth,
  exam: TExamRow,
): Promise<{ userId: number; registration: TRegistrationRow }> {
  const userId = requireUser(auth);
  const registration = await deps.store.exams.registrationOf(exam.id, userId);
  if (!registration) throw new AppError(E.examNotRegistered);
  return { userId, registration };
}

/** As requireRegistration, and this session entered the exam room (4803 otherwise). */
export async function requireRoom(deps: TExamDeps, auth: TAuth, exam: TExamRow) {
  const found = await requireRegistration(deps, auth, exam);
  if (!(await deps.store.exams.hasLogin(found.registration.id, auth.session.id))) {
    throw new AppError(E.examLoginRequired);
  }
  return found;
}

/** The caller's attempt; 4709 for a missing one and for anyone else's alike. */
export async function findOwnAttempt(
  deps: TExamDeps,
  auth: TAuth,
  attemptId: number,
): Promise<{ userId: number; attempt: TAttemptRow }> {
  const userId = requireUser(auth);
  const attempt = await deps.store.attempts.findOwn(attemptId, userId);
  if (!attempt) throw new AppError(E.attemptNotFound);
  return { userId, attempt };
}
