import type { FastifyInstance } from 'fastify';
import {
  answerSubjectiveCall,
  getSubjectiveCall,
  gradeSubjectiveCall,
  listSubjectiveCall,
} from '@yzfk/contract/calls/tiku-subjective';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TSubjectiveService } from './subjective.service';
import { registerCall } from '../../../platform/http/register-call';

/**
 * Subjective practice (/zg): the list is open to anonymous visitors (with zero attempts); reading
 * a case, answering and grading need a logged-in user (4106).
 */
export function registerSubjectiveRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuSubjective: TSubjectiveService },
): void {
  registerCall(app, deps, {
    call: listSubjectiveCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuSubjective.list(auth, body),
  });
  registerCall(app, deps, {
    call: getSubjectiveCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuSubjective.get(auth, body.questionId),
  });
  registerCall(app, deps, {
    call: answerSubjectiveCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuSubjective.answer(auth, body.questionId, body.answers),
  });
  registerCall(app, deps, {
    call: gradeSubjectiveCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuSubjective.grade(auth, body.attemptId, body.achieved),
  });
}
