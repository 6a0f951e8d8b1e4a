import type { FastifyInstance } from 'fastify';
import { applyOrgUserCall, listOrgUserCall } from '@yzfk/contract/calls/orguser';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TOrgApplicationService } from './org-application.service';
import { registerSessionCall } from '../../platform/http/register-call';

/** /flks/orguser/apply and /flks/orguser/list. */
export function registerOrgUserRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { orgApplications: TOrgApplicationService },
): void {
  registerSessionCall(app, deps, applyOrgUserCall, ({ auth, body }) =>
    deps.orgApplications.apply(auth, body),
  );
  registerSessionCall(app, deps, listOrgUserCall, ({ auth }) => deps.orgApplications.list(auth));
}
