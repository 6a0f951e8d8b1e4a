import type { FastifyInstance } from 'fastify';
import {
  answerSubjectiveCall,
  getSubjectiveCall,
  gradeSubjectiveCall,
  listSubjectiveCall,
} from '@yzfk/contract/calls/tiku-subjective';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TSubjectiveService } from './subjective.service';
import { registerSessionCall } from '../../../platform/http/register-call';

/**
 * Subjective practice (/zg): the list is open to anonymous visitors (with zero attempts); reading
 * a case, answering and grading need a logged-in user (4106).
 */
export function registerSubjectiveRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuSubjective: TSubjectiveService },
): void {
  registerSessionCall(app, deps, listSubjectiveCall, ({ body, auth }) =>
    deps.tikuSubjective.list(auth, body),
  );
  registerSessionCall(app, deps, getSubjectiveCall, ({ body, auth }) =>
    deps.tikuSubjective.get(auth, body.questionId),
  );
  registerSessionCall(app, deps, answerSubjectiveCall, ({ body, auth }) =>
    deps.tikuSubjective.answer(auth, body.questionId, body.answers),
  );
  registerSessionCall(app, deps, gradeSubjectiveCall, ({ body, auth }) =>
    deps.tikuSubjective.grade(auth, body.attemptId, body.achieved),
  );
}
