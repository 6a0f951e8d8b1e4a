import type { FastifyInstance } from 'fastify';
import {
  examBeforeCall,
  examHeartbeatCall,
  examLoginCall,
  examRankingCall,
  examReportCall,
  getAttemptCall,
  getExamCall,
  gradeExamAnswerCall,
  listExamsCall,
  myExamAttemptsCall,
  registerExamCall,
  saveExamAnswerCall,
  startExamCall,
  submitExamCall,
} from '@yzfk/contract/calls/exam';
import type { TCallDeps } from '../../platform/http/register-call';
import { registerCall } from '../../platform/http/register-call';
import type { TAttemptService } from './attempt.service';
import type { TExamCatalogService } from './exam-catalog.service';

/**
 * The candidates' exam calls (/flks/exam/*). List and detail answer anonymous callers too;
 * the others need a logged-in user (4106), and the exam screen's calls the exam-room login.
 */
export function registerExamRoutes(
  app: FastifyInstance,
  deps: TCallDeps & {
    examCatalog: TExamCatalogService;
    examAttempts: TAttemptService;
  },
): void {
  const { examCatalog: catalog, examAttempts: attempts } = deps;
  registerCall(app, deps, {
    call: listExamsCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.list(auth, body),
  });
  registerCall(app, deps, {
    call: getExamCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.detail(auth, body.examId),
  });
  registerCall(app, deps, {
    call: registerExamCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.register(auth, body),
  });
  registerCall(app, deps, {
    call: examLoginCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.login(auth, body),
  });
  registerCall(app, deps, {
    call: examBeforeCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.before(auth, body.examId),
  });
  registerCall(app, deps, {
    call: startExamCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.start(auth, body),
  });
  registerCall(app, deps, {
    call: getAttemptCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.get(auth, body.attemptId),
  });
  registerCall(app, deps, {
    call: saveExamAnswerCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.save(auth, body),
  });
  registerCall(app, deps, {
    call: examHeartbeatCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.heartbeat(auth, body),
  });
  registerCall(app, deps, {
    call: submitExamCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.submit(auth, body.attemptId),
  });
  registerCall(app, deps, {
    call: examReportCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.report(auth, body.attemptId),
  });
  registerCall(app, deps, {
    call: gradeExamAnswerCall,
    auth: 'session',
    handler: ({ body, auth }) => attempts.grade(auth, body),
  });
  registerCall(app, deps, {
    call: examRankingCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.ranking(auth, body),
  });
  registerCall(app, deps, {
    call: myExamAttemptsCall,
    auth: 'session',
    handler: ({ body, auth }) => catalog.mine(auth, body),
  });
}
