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
import { registerSessionCall } from '../../../platform/http/register-call';

/**
 * Practice sessions: chapter (练习, 背题), paper, mistakes and favourites. Every call needs a
 * logged-in user (the service answers 4106 otherwise) and only the owner reaches a session.
 */
export function registerPracticeRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuPractice: TPracticeService },
): void {
  registerSessionCall(app, deps, startPracticeCall, ({ body, auth }) =>
    deps.tikuPractice.start(auth, body),
  );
  registerSessionCall(app, deps, getPracticeCall, ({ body, auth }) =>
    deps.tikuPractice.get(auth, body.sessionId),
  );
  registerSessionCall(app, deps, answerPracticeCall, ({ body, auth }) =>
    deps.tikuPractice.answer(auth, body),
  );
  registerSessionCall(app, deps, savePracticePositionCall, ({ body, auth }) =>
    deps.tikuPractice.savePosition(auth, body),
  );
  registerSessionCall(app, deps, submitPracticeCall, ({ body, auth }) =>
    deps.tikuPractice.submit(auth, body.sessionId),
  );
}
