import type { FastifyInstance } from 'fastify';
import {
  adminAddOrgUserCall,
  adminApproveOrgUserCall,
  adminCreateOrgCall,
  adminGrantCall,
} from '@yzfk/contract/calls/admin';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TAdminService } from './admin.service';
import { registerCall } from '../../platform/http/register-call';

/** Operator calls under /flks/admin/ (bearer = ADMIN_TOKEN). */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { admin: TAdminService },
): void {
  registerCall(app, deps, {
    call: adminCreateOrgCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.createOrg(body),
  });
  registerCall(app, deps, {
    call: adminGrantCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.grant(body),
  });
  registerCall(app, deps, {
    call: adminAddOrgUserCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.addOrgUser(body),
  });
  registerCall(app, deps, {
    call: adminApproveOrgUserCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.approve(body),
  });
}
