import type { z } from 'zod';
import { EXAM_DEFAULTS, type TAttemptView } from '@yzfk/contract/calls/exam-shapes';
import type {
  examHeartbeatCall,
  gradeExamAnswerCall,
  saveExamAnswerCall,
  startExamCall,
} from '@yzfk/contract/calls/exam';
import { INVALID_INPUT_MESSAGE } from '@yzfk/contract/constants';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { gradeSubjective } from '../../platform/scoring/subjective-scoring';
import type { TAnswerRow, TAttemptRow } from './attempt.repository';
import type { TFrozenQuestion } from './exam.schema';
import type { TExamPaperRow, TExamRow, TRegistrationRow } from './exam.repository';
import { findOwnAttempt, type TPaperClocksOf } from './exam-context';
import { requireUser, type TAuth } from '../../platform/http/auth';
import { attemptDeadline, isOverdue, paperWindows, saveCounts, submitOpensAt } from './exam-rules';
import { scoreAttempt, storedChoice } from './exam-scoring';
import { toAnswer, toAttemptSummary, toCandidate, toClock, toExamQuestion } from './exam-view';
import { examReport } from './exam-report';
import { finishAttempt, type TFinishDeps } from './finish-attempt';

type TIn<C extends { request: z.ZodType }> = z.output<C['request']>;
type TOut<C extends { data: z.ZodType }> = z.input<C['data']>;

const GRACE_SECONDS = EXAM_DEFAULTS.saveGraceSeconds;

/** The answering screen's calls: start, resume, save, heartbeat, 交卷, self-grading. */
export function createAttemptService(
  deps: TFinishDeps & {
    rankingOpen: (exam: TExamRow, now: Date) => boolean;
    paperClocksOf: TPaperClocksOf;
  },
) {
  const { store } = deps;

  /** Collects an attempt on the spot when its deadline and grace have passed. */
  async function closeIfOverdue(attempt: TAttemptRow, now: Date): Promise<TAttemptRow> {
    if (attempt.status !== 'in_progress' || !isOverdue(attempt.deadline, now, GRACE_SECONDS)) {
      return attempt;
    }
    const closed = await finishAttempt(deps, attempt, 'collected', now);
    return closed ?? (await store.attempts.find(attempt.id)) ?? attempt;
  }

  async function view(
    exam: TExamRow,
    registration: TRegistrationRow,
    paper: TExamPaperRow,
    attempt: TAttemptRow,
    now: Date,
    /** Known without a query: a just-opened attempt has none. */
    known?: TAnswerRow[],
  ): Promise<TAttemptView> {
    const answers = known ?? (await store.attempts.answers(attempt.id));
    const opens = submitOpensAt(exam, attempt);
    return {
      attempt: toAttemptSummary(attempt, paper),
      examTitle: exam.title,
      variant: exam.variant as TAttemptView['variant'],
      candidate: toCandidate(registration),
      serverTime: now.toISOString(),
      submitOpensAt: opens && opens > now ? opens.toISOString() : null,
      warnMinutesBeforeEnd: EXAM_DEFAULTS.warnMinutesBeforeEnd,
      questions: paper.questions.map(toExamQuestion),
      answers: answers.filter((answer) => answer.seq > 0).map(toAnswer),
      position: attempt.position,
      lastSeq: attempt.lastSeq,
    };
  }

  /**
   * The caller's attempt in an exam room this session entered, read in one query; the codes
   * in the order of the separate checks: 4106, 4709 (missing or anyone else's), 4801 (exam
   * withdrawn), 4811 (not registered), 4803 (this session has not entered the room).
   */
  async function openRoomAttempt(auth: TAuth, attemptId: number) {
    const userId = requireUser(auth);
    const found = await store.attempts.findInRoom(attemptId, userId, auth.session.id);
    if (!found) throw new AppError(E.attemptNotFound);
    const { attempt, exam, registration } = found;
    if (!exam) throw new AppError(E.examNotFound);
    if (!registration) throw new AppError(E.examNotRegistered);
    if (found.loggedInAt === null) throw new AppError(E.examLoginRequired);
    return { attempt, exam, registration, paper: await deps.paperById(attempt.paperId) };
  }

  /** 4813 for a submitted attempt, 4805 for one collected at its deadline. */
  function refuseFinished(attempt: TAttemptRow): never {
    throw new AppError(attempt.status === 'collected' ? E.examTimeOver : E.attemptFinished);
  }

  /** The question of the paper with the answer checked against it (4702, 4703, 4712). */
  function checkAnswer(paper: TExamPaperRow, request: TIn<typeof saveExamAnswerCall>) {
    const question = paper.questions.find((q) => q.id === request.questionId);
    if (!question) throw new AppError(E.questionNotInSession, '该题不在本场考试的试卷中');
    return { question, ...checkedValues(question, request) };
  }

  return {
    /**
     * Opens a paper, or resumes its attempt (idempotent). 4804 before the paper opens, 4810
     * once entry has closed; the deadline is the server's (exam-rules.ts attemptDeadline).
     */
    async start(auth: TAuth, request: TIn<typeof startExamCall>): Promise<TAttemptView> {
      // The codes in the order of the separate checks: 4801 (exam missing or withdrawn), 4106,
      // 4811 (not registered), 4803 (this session has not entered the room), 4707.
      const found = await store.attempts.startContext(
        request.examId,
        request.paperId,
        auth.session.userId ?? 0,
        auth.session.id,
      );
      if (!found) throw new AppError(E.examNotFound);
      const userId = requireUser(auth);
      const { exam, registration } = found;
      if (!registration) throw new AppError(E.examNotRegistered);
      if (found.loggedInAt === null) throw new AppError(E.examLoginRequired);
      const paper = await deps.paperById(request.paperId);
      if (paper.examId !== exam.id) throw new AppError(E.paperNotFound);
      const now = deps.now();
      if (found.attempt) {
        return view(exam, registration, paper, await closeIfOverdue(found.attempt, now), now);
      }
      const papers = await deps.paperClocksOf(exam.id);
      const index = papers.findIndex((row) => row.id === paper.id);
      const window = paperWindows(toClock(exam), papers, now)[index];
      if (!window) throw new AppError(E.paperNotFound);
      if (now < window.opensAt || now < exam.startsAt) throw new AppError(E.examNotOpen);
      const deadline = attemptDeadline(toClock(exam), paper, window, now);
      if (now >= window.entryClosesAt || deadline <= now) {
        throw new AppError(
          E.examEntryClosed,
          exam.startMode === 'fixed'
            ? `开考已超过 ${exam.lateEntryMinutes} 分钟，不能再进入考场`
            : '考试已结束，不能再进入考场',
        );
      }
      const attempt = await store.attempts.openAttempt({
        registrationId: registration.id,
        examId: exam.id,
        paperId: paper.id,
        userId,
        status: 'in_progress',
        startedAt: now,
        deadline,
      });
      // A just-opened attempt has no answers (in the start rush every query counts); one that
      // another tab opened first may.
      const fresh = attempt.startedAt.getTime() === now.getTime() && attempt.lastSeq === 0;
      return view(exam, registration, paper, attempt, now, fresh ? [] : undefined);
    },

    /** An attempt to resume (also on another browser, after its exam-room login). */
    async get(auth: TAuth, attemptId: number): Promise<TAttemptView> {
      const { attempt, exam, registration, paper } = await openRoomAttempt(auth, attemptId);
      const now = deps.now();
      return view(exam, registration, paper, await closeIfOverdue(attempt, now), now);
    },

    /**
     * Stores one answer and its mark in one guarded statement (saveAnswerIfOpen): the
     * attempt's row lock and the upsert by sequence number, so a refused save (4806, or the
     * attempt closed meanwhile) stores nothing at all.
     */
    async save(
      auth: TAuth,
      request: TIn<typeof saveExamAnswerCall>,
    ): Promise<TOut<typeof saveExamAnswerCall>> {
      const { attempt, paper } = await openRoomAttempt(auth, request.attemptId);
      if (attempt.status !== 'in_progress') refuseFinished(attempt);
      const now = deps.now();
      if (isOverdue(attempt.deadline, now, GRACE_SECONDS)) {
        await closeIfOverdue(attempt, now);
        throw new AppError(E.examTimeOver);
      }
      if (!saveCounts(attempt.deadline, now, request.changedAt, GRACE_SECONDS)) {
        throw new AppError(E.examTimeOver);
      }
      const { question, chosen, texts } = checkAnswer(paper, request);
      const outcome = await store.attempts.saveAnswerIfOpen({
        attemptId: attempt.id,
        questionId: question.id,
        chosen,
        texts,
        marked: request.marked,
        seq: request.seq,
        changedAt: request.changedAt === undefined ? null : new Date(request.changedAt),
        savedAt: now,
      });
      if (outcome === 'closed') refuseFinished((await store.attempts.find(attempt.id)) ?? attempt);
      if (outcome === 'refused') throw new AppError(E.answerSuperseded);
      return {
        questionId: question.id,
        seq: request.seq,
        savedAt: now.toISOString(),
        serverTime: now.toISOString(),
      };
    },

    /** Time sync and the current question; collects an attempt found overdue. */
    async heartbeat(
      auth: TAuth,
      request: TIn<typeof examHeartbeatCall>,
    ): Promise<TOut<typeof examHeartbeatCall>> {
      const found = await openRoomAttempt(auth, request.attemptId);
      const { exam, paper } = found;
      const now = deps.now();
      const attempt = await closeIfOverdue(found.attempt, now);
      if (attempt.status === 'in_progress') {
        const total = paper.questions.length;
        if (request.position >= total) {
          throw new AppError(
            E.invalidParams,
            `${INVALID_INPUT_MESSAGE}（position：本试卷共 ${total} 题，位置应在 0 到 ${total - 1} 之间）`,
          );
        }
        await store.attempts.savePosition(attempt.id, request.position);
      }
      const opens = submitOpensAt(exam, attempt);
      return {
        serverTime: now.toISOString(),
        deadline: attempt.deadline.toISOString(),
        submitOpensAt: opens && opens > now ? opens.toISOString() : null,
        status: attempt.status as 'in_progress',
      };
    },

    /**
     * 交卷: 4807 before submission opens. Exactly once: a second 交卷, or one racing the
     * deadline sweep, answers the attempt as it was finished.
     */
    async submit(auth: TAuth, attemptId: number) {
      const found = await openRoomAttempt(auth, attemptId);
      const { exam, paper } = found;
      const now = deps.now();
      let attempt = await closeIfOverdue(found.attempt, now);
      if (attempt.status === 'in_progress') {
        const opens = submitOpensAt(exam, attempt);
        if (opens && now < opens) {
          throw new AppError(
            E.submitNotOpen,
            `考试结束前 ${exam.submitOpensMinutesBeforeEnd ?? 0} 分钟方可交卷，请继续作答`,
          );
        }
        attempt =
          (await finishAttempt(deps, attempt, 'submitted', now)) ??
          (await store.attempts.find(attempt.id)) ??
          attempt;
      }
      return { attempt: toAttemptSummary(attempt, paper) };
    },

    /** The report of a finished attempt (exam-report.ts). */
    report: (auth: TAuth, attemptId: number) => examReport(deps, auth, attemptId),

    /** 主观题 self-grading of one question of a finished attempt; the score follows. */
    async grade(auth: TAuth, request: TIn<typeof gradeExamAnswerCall>) {
      const { attempt } = await findOwnAttempt(deps, auth, request.attemptId);
      const paper = await deps.paperById(attempt.paperId);
      if (attempt.status === 'in_progress') throw new AppError(E.reportNotReady, '交卷后才能评分');
      const question = paper.questions.find((q) => q.id === request.questionId);
      if (!question || question.type !== 'subjective') {
        throw new AppError(E.questionNotInSession, '该题不是本场考试的主观题');
      }
      const { achieved } = gradeSubjective(question.subQuestions, request.achieved);
      const updated = await store.transaction(async (repositories) => {
        await repositories.attempts.saveGrade(attempt.id, question.id, achieved, deps.now());
        const answers = await repositories.attempts.answers(attempt.id);
        const result = scoreAttempt(paper.questions, answers, paper.partialCredit);
        return repositories.attempts.rescore(attempt.id, result.score, result.scored);
      });
      return { attempt: toAttemptSummary(updated ?? attempt, paper) };
    },
  };
}

/** The answer's values checked against the question (4703 letters, 4712 texts). */
export function checkedValues(
  question: TFrozenQuestion,
  request: { chosen: string[]; texts: string[] },
): { chosen: string[]; texts: string[] } {
  if (question.type === 'subjective') {
    if (request.chosen.length > 0)
      throw new AppError(E.optionInvalid, '主观题没有选项，请在文本框中作答');
    const count = question.subQuestions.length;
    if (request.texts.length !== 0 && request.texts.length !== count) {
      throw new AppError(E.answerCountMismatch, `作答数量与小题数量不一致（本题有 ${count} 问）`);
    }
    return { chosen: [], texts: request.texts };
  }
  if (request.texts.length > 0) throw new AppError(E.answerCountMismatch, '客观题请选择选项作答');
  const chosen = storedChoice(request.chosen);
  const keys = new Set(question.options.map((option) => option.key));
  const foreign = chosen.filter((letter) => !keys.has(letter));
  if (foreign.length > 0)
    throw new AppError(E.optionInvalid, `所选选项 ${foreign.join('、')} 不是本题的选项`);
  if (question.type === 'single' && chosen.length > 1) {
    throw new AppError(E.optionInvalid, '单选题只能选择一个选项');
  }
  return { chosen, texts: [] };
}

export type TAttemptService = ReturnType<typeof createAttemptService>;
