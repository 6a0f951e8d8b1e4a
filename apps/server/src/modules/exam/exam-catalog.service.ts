import type { z } from 'zod';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import type {
  examBeforeCall,
  examLoginCall,
  examRankingCall,
  getExamCall,
  listExamsCall,
  myExamAttemptsCall,
  registerExamCall,
} from '@yzfk/contract/calls/exam';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TExamRow } from './exam.repository';
import {
  canSit,
  findExam,
  requireRegistration,
  requireRoom,
  type TExamDeps,
  type TPaperById,
} from './exam-context';
import { examState, isRegistrationOpen, paperWindows, ticketNumber } from './exam-rules';
import { instructionsHtml } from './exam-texts';
import {
  toAttemptSummary,
  toCandidate,
  toClock,
  toExamSummary,
  toPaperView,
  toRegistration,
} from './exam-view';
import { hashIdNumber, idNumberMatches, maskIdNumber, maskName } from './id-number';
import { standingOf } from './standing';
import { pageReply, pageWindow } from '../../platform/paging';

/** Sequences tried for a free 准考证号 (a collision needs an exam id one digit longer). */
const TICKET_TRIES = 5;

type TIn<C extends { request: z.ZodType }> = z.output<C['request']>;
type TOut<C extends { data: z.ZodType }> = z.input<C['data']>;

/** Exams as candidates find them, registration, the exam-room login and the waiting screen. */
export function createExamCatalogService(deps: TExamDeps & { paperById: TPaperById }) {
  const { store } = deps;
  const userOf = (auth: TAuth) =>
    auth.session.kind === 'user' ? (auth.session.userId ?? null) : null;

  /** Summaries of exams for the caller (registration and attempts when logged in). */
  async function summaries(auth: TAuth, rows: TExamRow[]) {
    const now = deps.now();
    const ids = rows.map((row) => row.id);
    const userId = userOf(auth);
    const [papers, counts, registrations] = await Promise.all([
      store.exams.papersOf(ids),
      store.exams.candidateCounts(ids),
      userId === null ? [] : store.exams.registrationsOf(userId, ids),
    ]);
    const attempts = await store.attempts.ofRegistrations(registrations.map((r) => r.id));
    return Promise.all(
      rows.map(async (exam) => {
        const registration = registrations.find((r) => r.examId === exam.id) ?? null;
        return toExamSummary(
          exam,
          papers.filter((paper) => paper.examId === exam.id),
          now,
          {
            accessible: await canSit(deps, auth, exam),
            candidateCount: counts.get(exam.id) ?? 0,
            registration,
            attempts: registration
              ? attempts.filter((attempt) => attempt.registrationId === registration.id)
              : [],
          },
        );
      }),
    );
  }

  /** Whether the ranking of a paper is open: 统一开考 after the end, 随到随考 at once. */
  const rankingOpen = (exam: TExamRow, now: Date) =>
    exam.startMode === 'window' || now >= exam.endsAt;

  return {
    async list(
      auth: TAuth,
      request: TIn<typeof listExamsCall>,
    ): Promise<TOut<typeof listExamsCall>> {
      const userId = userOf(auth);
      if (request.mine && userId === null) throw new AppError(E.loginRequired);
      const now = deps.now();
      const page = await store.exams.list({
        state: request.state,
        variant: request.variant,
        registeredUserId: request.mine ? (userId ?? undefined) : undefined,
        now,
        ...pageWindow(request),
      });
      return {
        ...pageReply(request, page.total),
        serverTime: now.toISOString(),
        list: await summaries(auth, page.rows),
      };
    },

    async detail(auth: TAuth, examId: number): Promise<TOut<typeof getExamCall>> {
      const exam = await findExam(deps, examId);
      const [summary] = await summaries(auth, [exam]);
      if (!summary) throw new AppError(E.examNotFound);
      return {
        exam: summary,
        noticeHtml: exam.noticeHtml,
        instructionsHtml: instructionsHtml(summary.variant),
        serverTime: deps.now().toISOString(),
      };
    },

    /**
     * Registers the caller and issues the 准考证号: 4812 without access, 4809 outside the
     * registration window, 4808 when already registered. The ticket's sequence is taken in the
     * same transaction, so a refused registration uses no number.
     */
    async register(
      auth: TAuth,
      request: TIn<typeof registerExamCall>,
    ): Promise<TOut<typeof registerExamCall>> {
      const userId = requireUser(auth);
      const exam = await findExam(deps, request.examId);
      const now = deps.now();
      if (!isRegistrationOpen(toClock(exam), now)) throw new AppError(E.examRegistrationClosed);
      if (!(await canSit(deps, auth, exam))) {
        throw new AppError(
          E.examNoAccess,
          exam.access === 'organisation' ? '该考试仅限指定机构的用户参加' : undefined,
        );
      }
      const registration = await store.transaction(async (repositories) => {
        if (await repositories.exams.registrationOf(exam.id, userId))
          throw new AppError(E.examAlreadyRegistered);
        // The 准考证号 joins the exam id and the sequence without a separator, so past 10⁶
        // registrations a number can equal one of an exam with a longer id: the unique index
        // refuses it and the next sequence is taken.
        for (let tries = 0; tries < TICKET_TRIES; tries++) {
          const sequence = await repositories.exams.nextRegistrationNumber(exam.id);
          const row = await repositories.exams.insertRegistration({
            examId: exam.id,
            userId,
            ticketNo: ticketNumber(exam.startsAt, exam.id, sequence),
            realName: request.realName,
            idNumberHash: hashIdNumber(deps.idNumberSecret, request.idNumber),
            idNumberMasked: maskIdNumber(request.idNumber),
            createdAt: now,
          });
          if (row) return row;
          // Two registrations of one user racing: the unique index let the other one in.
          if (await repositories.exams.registrationOf(exam.id, userId))
            throw new AppError(E.examAlreadyRegistered);
        }
        throw new Error(`no free 准考证号 for exam ${exam.id} in ${TICKET_TRIES} tries`);
      });
      return { registration: toRegistration(registration) };
    },

    /**
     * Enters the exam room with 准考证号 and 证件号码: they must be the caller's registration
     * for this exam (4802). After 5 wrong pairs in 15 minutes every try is refused (4814), the
     * right pair included, until the window has passed.
     */
    async login(
      auth: TAuth,
      request: TIn<typeof examLoginCall>,
    ): Promise<TOut<typeof examLoginCall>> {
      const exam = await findExam(deps, request.examId);
      const { registration } = await requireRegistration(deps, auth, exam);
      const now = deps.now();
      const windowMs = EXAM_DEFAULTS.loginWindowMinutes * 60_000;
      const locked =
        registration.loginFailures >= EXAM_DEFAULTS.loginTriesPerWindow &&
        registration.loginFailuresSince !== null &&
        now.getTime() - registration.loginFailuresSince.getTime() < windowMs;
      if (locked) throw new AppError(E.examLoginLocked);
      const right =
        request.ticketNo === registration.ticketNo &&
        idNumberMatches(deps.idNumberSecret, request.idNumber, registration.idNumberHash);
      if (!right) {
        const failures = await store.exams.countLoginFailure(
          registration.id,
          now,
          EXAM_DEFAULTS.loginWindowMinutes,
        );
        const left = EXAM_DEFAULTS.loginTriesPerWindow - failures;
        if (left <= 0) throw new AppError(E.examLoginLocked);
        throw new AppError(E.examLoginFailed, `准考证号或证件号码错误，还可尝试 ${left} 次`);
      }
      await store.exams.recordLogin(registration.id, auth.session.id, now);
      return { candidate: toCandidate(registration), examTitle: exam.title };
    },

    /** The waiting screen: the candidate, the server's clock and when each paper opens. */
    async before(auth: TAuth, examId: number): Promise<TOut<typeof examBeforeCall>> {
      const exam = await findExam(deps, examId);
      const { registration } = await requireRoom(deps, auth, exam);
      const now = deps.now();
      const [papers, attempts] = await Promise.all([
        store.exams.papersOf([exam.id]),
        store.attempts.ofRegistrations([registration.id]),
      ]);
      const clock = toClock(exam);
      const windows = paperWindows(clock, papers, now);
      return {
        examTitle: exam.title,
        variant: exam.variant as 'obt' | 'subt',
        startMode: clock.startMode,
        candidate: toCandidate(registration),
        serverTime: now.toISOString(),
        noticeHtml: exam.noticeHtml,
        instructionsHtml: instructionsHtml(exam.variant as 'obt' | 'subt'),
        papers: papers.map((paper, index) => {
          const window = windows[index];
          const attempt = attempts.find((row) => row.paperId === paper.id);
          return {
            paper: toPaperView(paper),
            opensAt: (window?.opensAt ?? exam.startsAt).toISOString(),
            entryClosesAt: (window?.entryClosesAt ?? exam.endsAt).toISOString(),
            attempt: attempt ? toAttemptSummary(attempt, paper) : null,
          };
        }),
      };
    },

    /** The caller's attempts, newest first. */
    async mine(
      auth: TAuth,
      request: TIn<typeof myExamAttemptsCall>,
    ): Promise<TOut<typeof myExamAttemptsCall>> {
      const userId = requireUser(auth);
      const page = await store.attempts.mine(
        userId,
        (request.page - 1) * request.pageSize,
        request.pageSize,
      );
      return {
        total: page.total,
        list: page.rows.map((row) => ({
          ...toAttemptSummary(row.attempt, { title: row.paperTitle, maxScore: row.maxScore }),
          examTitle: row.examTitle,
          variant: row.variant as 'obt' | 'subt',
        })),
      };
    },

    /** The best scores of a paper (names masked) and the caller's place, once ranking opens. */
    async ranking(
      auth: TAuth,
      request: TIn<typeof examRankingCall>,
    ): Promise<TOut<typeof examRankingCall>> {
      const userId = requireUser(auth);
      const exam = await findExam(deps, request.examId);
      const paper = await deps.paperById(request.paperId);
      if (paper.examId !== exam.id) throw new AppError(E.paperNotFound);
      if (!rankingOpen(exam, deps.now())) return { list: [], mine: null, of: 0 };
      const [top, scores, registration] = await Promise.all([
        store.attempts.top(paper.id, request.limit),
        store.attempts.finishedScores(paper.id),
        store.exams.registrationOf(exam.id, userId),
      ]);
      const attempts = registration ? await store.attempts.ofRegistrations([registration.id]) : [];
      const own = attempts.find((a) => a.paperId === paper.id && a.status !== 'in_progress');
      const ranks = (score: number) => scores.filter((other) => other > score).length + 1;
      return {
        list: top.map((row) => ({
          rank: ranks(row.score ?? 0),
          name: maskName(row.realName),
          score: row.score ?? 0,
          timeUsedSeconds: Math.max(
            0,
            Math.round(
              ((row.finishedAt ?? row.startedAt).getTime() - row.startedAt.getTime()) / 1000,
            ),
          ),
        })),
        mine:
          own && own.score !== null
            ? { rank: standingOf(scores, own.score, paper.maxScore).rank, score: own.score }
            : null,
        of: scores.length,
      };
    },

    /** Whether ranking is open (the report uses the same rule). */
    rankingOpen,
    /** The exam's state now (for callers outside the catalogue). */
    stateOf: (exam: TExamRow) => examState(toClock(exam), deps.now()),
  };
}

export type TExamCatalogService = ReturnType<typeof createExamCatalogService>;
