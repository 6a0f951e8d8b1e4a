import type { FastifyInstance } from 'fastify';
import {
  answerPracticeCall,
  getPracticeCall,
  savePracticePositionCall,
  startPracticeCall,
  submitPracticeCall,
} from '@yzfk/contract/calls/tiku-practice';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TPracticeService } from './practice.service';
import { registerCall } from '../../../platform/http/register-call';

/**
 * Practice sessions: chapter (练习, 背题), paper, mistakes and favourites. Every call needs a
 * logged-in user (the service answers 4106 otherwise) and only the owner reaches a session.
 */
export function registerPracticeRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuPractice: TPracticeService },
): void {
  registerCall(app, deps, {
    call: startPracticeCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPractice.start(auth, body),
  });
  registerCall(app, deps, {
    call: getPracticeCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPractice.get(auth, body.sessionId),
  });
  registerCall(app, deps, {
    call: answerPracticeCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPractice.answer(auth, body),
  });
  registerCall(app, deps, {
    call: savePracticePositionCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPractice.savePosition(auth, body),
  });
  registerCall(app, deps, {
    call: submitPracticeCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuPractice.submit(auth, body.sessionId),
  });
}
