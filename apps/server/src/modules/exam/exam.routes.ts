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
import { registerSessionCall } from '../../platform/http/register-call';
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
  registerSessionCall(app, deps, listExamsCall, ({ body, auth }) => catalog.list(auth, body));
  registerSessionCall(app, deps, getExamCall, ({ body, auth }) =>
    catalog.detail(auth, body.examId),
  );
  registerSessionCall(app, deps, registerExamCall, ({ body, auth }) =>
    catalog.register(auth, body),
  );
  registerSessionCall(app, deps, examLoginCall, ({ body, auth }) => catalog.login(auth, body));
  registerSessionCall(app, deps, examBeforeCall, ({ body, auth }) =>
    catalog.before(auth, body.examId),
  );
  registerSessionCall(app, deps, startExamCall, ({ body, auth }) => attempts.start(auth, body));
  registerSessionCall(app, deps, getAttemptCall, ({ body, auth }) =>
    attempts.get(auth, body.attemptId),
  );
  registerSessionCall(app, deps, saveExamAnswerCall, ({ body, auth }) => attempts.save(auth, body));
  registerSessionCall(app, deps, examHeartbeatCall, ({ body, auth }) =>
    attempts.heartbeat(auth, body),
  );
  registerSessionCall(app, deps, submitExamCall, ({ body, auth }) =>
    attempts.submit(auth, body.attemptId),
  );
  registerSessionCall(app, deps, examReportCall, ({ body, auth }) =>
    attempts.report(auth, body.attemptId),
  );
  registerSessionCall(app, deps, gradeExamAnswerCall, ({ body, auth }) =>
    attempts.grade(auth, body),
  );
  registerSessionCall(app, deps, examRankingCall, ({ body, auth }) => catalog.ranking(auth, body));
  registerSessionCall(app, deps, myExamAttemptsCall, ({ body, auth }) => catalog.mine(auth, body));
}
