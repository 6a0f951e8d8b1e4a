import type { z } from 'zod';
import type { listLearningRecordsCall } from '@yzfk/contract/calls/tiku-personal';
import type {
  answerPracticeCall,
  savePracticePositionCall,
  startPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import { INVALID_INPUT_MESSAGE } from '@yzfk/contract/constants';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TAuth } from '../../../platform/http/auth';
import { accuracyOf } from '../catalogue/catalog-progress';
import { answerQuestion } from './practice-answer';
import { loadPracticeView, openOwnSession, type TPracticeDeps } from './practice-context';
import { startPractice } from './practice-start';
import { submitPractice } from './practice-submit';
import { toSessionView } from './practice-view';

type TRecordsRequest = z.output<typeof listLearningRecordsCall.request>;

/** Practice sessions: start, show, answer, remember the position, submit; learning records. */
export function createPracticeService(deps: TPracticeDeps) {
  return {
    start: (auth: TAuth, request: z.output<typeof startPracticeCall.request>) =>
      startPractice(deps, auth, request),

    /** The session with its questions and answers; only its owner may see it (else 4706). */
    async get(auth: TAuth, sessionId: string) {
      const userId = deps.bankAccess.requireUser(auth);
      return loadPracticeView(deps, userId, await openOwnSession(deps, auth, userId, sessionId));
    },

    answer: (auth: TAuth, request: z.output<typeof answerPracticeCall.request>) =>
      answerQuestion(deps, auth, request),

    /** Remembers the question the user is on, so the session resumes there. */
    async savePosition(auth: TAuth, request: z.output<typeof savePracticePositionCall.request>) {
      const userId = deps.bankAccess.requireUser(auth);
      const { session } = await openOwnSession(deps, auth, userId, request.sessionId);
      const total = session.questionIds.length;
      if (request.position >= total) {
        throw new AppError(
          E.invalidParams,
          `${INVALID_INPUT_MESSAGE}（position：本次练习共 ${total} 题，位置应在 0 到 ${total - 1} 之间）`,
        );
      }
      await deps.store.sessions.savePosition(session.id, request.position);
      return { position: request.position };
    },

    submit: (auth: TAuth, sessionId: string) => submitPractice(deps, auth, sessionId),

    /**
     * Learning records: the user's sessions, newest first, and accuracy per subject. The
     * per-subject figures come from question_stats, not practice_answers: question_stats has
     * one row per user and question (a small sum however many sessions there were), and is
     * written exactly when an answer is checked (practice answers at once, paper answers at
     * submit), whereas practice_answers also holds unsubmitted paper answers with no verdict.
     */
    async records(auth: TAuth, request: TRecordsRequest) {
      const userId = deps.bankAccess.requireUser(auth);
      const [page, subjects] = await Promise.all([
        deps.store.sessions.listSessions(
          userId,
          (request.page - 1) * request.pageSize,
          request.pageSize,
        ),
        deps.store.results.accuracyBySubject(userId),
      ]);
      return {
        total: page.total,
        page: request.page,
        pageSize: request.pageSize,
        list: page.rows.map(toSessionView),
        subjects: subjects.map((subject) => ({
          ...subject,
          accuracy: accuracyOf(subject.answerCount, subject.correctCount),
        })),
      };
    },
  };
}

export type TPracticeService = ReturnType<typeof createPracticeService>;
