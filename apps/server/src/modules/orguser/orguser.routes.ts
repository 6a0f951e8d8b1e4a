import type { FastifyInstance } from 'fastify';
import { applyOrgUserCall, listOrgUserCall } from '@yzfk/contract/calls/orguser';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TOrgApplicationService } from './org-application.service';
import { registerCall } from '../../platform/http/register-call';

/** /flks/orguser/apply and /flks/orguser/list. */
export function registerOrgUserRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { orgApplications: TOrgApplicationService },
): void {
  registerCall(app, deps, {
    call: applyOrgUserCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.orgApplications.apply(auth, body),
  });
  registerCall(app, deps, {
    call: listOrgUserCall,
    auth: 'session',
    handler: ({ auth }) => deps.orgApplications.list(auth),
  });
}
