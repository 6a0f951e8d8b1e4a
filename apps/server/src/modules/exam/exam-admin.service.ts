import type { z } from 'zod';
import type {
  addExamTimeCall,
  importAnswerSheetCall,
  scheduleExamCall,
} from '@yzfk/contract/calls/exam-admin';
import { INVALID_INPUT_MESSAGE } from '@yzfk/contract/constants';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TExamPaperRow, TExamRow } from './exam.repository';
import { createExam, type TCreateExamRequest } from './create-exam';
import { checkedValues } from './attempt.service';
import { findExam } from './exam-context';
import { fixedEndsAt } from './exam-rules';
import { scoreAttempt } from './exam-scoring';
import { toAttemptSummary, toExamSummary } from './exam-view';
import type { TFinishDeps } from './finish-attempt';

type TIn<C extends { request: z.ZodType }> = z.output<C['request']>;

const invalid = (reason: string) =>
  new AppError(E.invalidParams, `${INVALID_INPUT_MESSAGE}（${reason}）`);

/** Operator calls: create and move exams, 补时, import a candidate's 答卷. */
export function createExamAdminService(deps: TFinishDeps) {
  const { store } = deps;

  async function summaryOf(exam: TExamRow, papers?: TExamPaperRow[]) {
    const [rows, counts] = await Promise.all([
      papers ?? store.exams.papersOf([exam.id]),
      store.exams.candidateCounts([exam.id]),
    ]);
    return toExamSummary(exam, rows, deps.now(), {
      accessible: false,
      candidateCount: counts.get(exam.id) ?? 0,
      registration: null,
      attempts: [],
    });
  }

  return {
    async create(request: TCreateExamRequest) {
      const { exam, papers } = await createExam(deps, request);
      return { exam: await summaryOf(exam, papers) };
    },

    /** Moves an exam that has not started (4816 once it has); the end follows the papers. */
    async schedule(request: TIn<typeof scheduleExamCall>) {
      const exam = await findExam(deps, request.examId);
      const now = deps.now();
      if (exam.startsAt <= now) throw new AppError(E.examAlreadyStarted);
      const startsAt = new Date(request.startsAt);
      if (startsAt <= now) throw invalid('startsAt：开考时间须晚于当前时间');
      const papers = await store.exams.papersOf([exam.id]);
      const endsAt = request.endsAt
        ? new Date(request.endsAt)
        : exam.startMode === 'fixed'
          ? fixedEndsAt(startsAt, papers)
          : new Date(startsAt.getTime() + (exam.endsAt.getTime() - exam.startsAt.getTime()));
      if (exam.startMode === 'fixed' && endsAt < fixedEndsAt(startsAt, papers)) {
        throw invalid('endsAt：结束时间早于最后一科考试结束的时间');
      }
      if (endsAt <= startsAt) throw invalid('endsAt：结束时间须晚于开考时间');
      const registrationClosesAt = request.registrationClosesAt
        ? new Date(request.registrationClosesAt)
        : exam.startMode === 'fixed'
          ? startsAt
          : endsAt;
      const moved = await store.exams.reschedule(
        exam.id,
        { startsAt, endsAt, registrationClosesAt },
        now,
      );
      // Started between the check and the update: the update's own condition refused it.
      if (!moved) throw new AppError(E.examAlreadyStarted);
      return { exam: await summaryOf(moved, papers) };
    },

    /**
     * 补时: moves an attempt's deadline on. In progress: extended. Collected by the sweep (an
     * outage kept the candidate out): reopened with every answer when the new deadline is in
     * the future (4817 otherwise); its score is recomputed once at the next close. Submitted by
     * the candidate (交卷 is their own decision): never reopened (4813).
     */
    async addTime(request: TIn<typeof addExamTimeCall>) {
      const attempt = await store.attempts.find(request.attemptId);
      if (!attempt) throw new AppError(E.attemptNotFound);
      const paper = await deps.paperById(attempt.paperId);
      const now = deps.now();
      // The row lock orders this against the sweep, 交卷 and saves of the same attempt.
      const extended = await store.transaction(async (repositories) => {
        const locked = (await repositories.attempts.lock(attempt.id)) ?? attempt;
        if (locked.status === 'submitted') {
          throw new AppError(E.attemptFinished, '考生已自行交卷，交卷的作答不会重新开放，不能补时');
        }
        if (locked.status === 'in_progress') {
          return repositories.attempts.addTime(attempt.id, request.minutes);
        }
        const reopened = await repositories.attempts.reopen(attempt.id, request.minutes, now);
        if (!reopened) {
          const needed = Math.floor((now.getTime() - locked.deadline.getTime()) / 60_000) + 1;
          throw new AppError(
            E.attemptTimeStillOver,
            `补时 ${request.minutes} 分钟后考试时间仍已结束，至少需补时 ${needed} 分钟才能重新开放作答`,
          );
        }
        return reopened;
      });
      if (!extended) throw new AppError(E.attemptFinished, '该作答已交卷或已收卷，不能补时');
      return { attempt: toAttemptSummary(extended, paper) };
    },

    /**
     * Imports a downloaded 答卷: each answer is stored only where its sequence number is above
     * the stored one (the save rule) and it was changed by the deadline; a finished attempt is
     * scored again. Answers that do not fit the paper are skipped and counted.
     */
    async importAnswers(request: TIn<typeof importAnswerSheetCall>) {
      const { sheet } = request;
      const attempt = await store.attempts.find(sheet.attemptId);
      if (!attempt) throw new AppError(E.attemptNotFound);
      const registration = await store.exams.registrationById(attempt.registrationId);
      if (!registration || registration.ticketNo !== sheet.ticketNo) {
        throw invalid('sheet.ticketNo：答卷的准考证号与作答记录不符');
      }
      const paper = await deps.paperById(attempt.paperId);
      const now = deps.now();
      return store.transaction(async (repositories) => {
        const locked = (await repositories.attempts.lock(attempt.id)) ?? attempt;
        let applied = 0;
        let skipped = 0;
        for (const answer of sheet.answers) {
          const question = paper.questions.find((q) => q.id === answer.questionId);
          const late = answer.changedAt > locked.deadline.getTime();
          const values = question && !late ? tryCheck(question, answer) : null;
          const stored = values
            ? await repositories.attempts.upsertAnswer({
                attemptId: attempt.id,
                questionId: answer.questionId,
                ...values,
                marked: answer.marked,
                seq: answer.seq,
                changedAt: new Date(answer.changedAt),
                savedAt: now,
              })
            : null;
          if (stored) {
            applied++;
            await repositories.attempts.raiseLastSeq(attempt.id, answer.seq);
          } else skipped++;
        }
        let current = (await repositories.attempts.find(attempt.id)) ?? locked;
        if (current.status !== 'in_progress' && applied > 0) {
          const answers = await repositories.attempts.answers(attempt.id);
          const result = scoreAttempt(paper.questions, answers, paper.partialCredit);
          current =
            (await repositories.attempts.rescore(attempt.id, result.score, result.scored)) ??
            current;
        }
        return { attempt: toAttemptSummary(current, paper), applied, skipped };
      });
    },
  };
}

/** The answer's checked values, or null when it does not fit its question. */
function tryCheck(
  question: Parameters<typeof checkedValues>[0],
  answer: { chosen: string[]; texts: string[] },
) {
  try {
    return checkedValues(question, answer);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export type TExamAdminService = ReturnType<typeof createExamAdminService>;
