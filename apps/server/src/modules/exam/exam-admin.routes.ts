import type { FastifyInstance } from 'fastify';
import {
  addExamTimeCall,
  createExamCall,
  importAnswerSheetCall,
  scheduleExamCall,
} from '@yzfk/contract/calls/exam-admin';
import type { TCallDeps } from '../../platform/http/register-call';
import { registerCall } from '../../platform/http/register-call';
import type { TExamAdminService } from './exam-admin.service';

/** Operator calls for mock exams under /flks/admin/exam/ (bearer = ADMIN_TOKEN). */
export function registerExamAdminRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { examAdmin: TExamAdminService },
): void {
  const { examAdmin: admin } = deps;
  registerCall(app, deps, {
    call: createExamCall,
    auth: 'admin',
    handler: ({ body }) => admin.create(body),
  });
  registerCall(app, deps, {
    call: scheduleExamCall,
    auth: 'admin',
    handler: ({ body }) => admin.schedule(body),
  });
  registerCall(app, deps, {
    call: addExamTimeCall,
    auth: 'admin',
    handler: ({ body }) => admin.addTime(body),
  });
  registerCall(app, deps, {
    call: importAnswerSheetCall,
    auth: 'admin',
    handler: ({ body }) => admin.importAnswers(body),
  });
}
