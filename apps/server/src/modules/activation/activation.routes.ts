import type { FastifyInstance } from 'fastify';
import {
  adminCreateActivationCall,
  adminListActivationCall,
  redeemActivationCall,
} from '@yzfk/contract/calls/activation';
import { clientOf } from '../../platform/http/client-of';
import type { TCallDeps } from '../../platform/http/register-call';
import { registerCall, registerSessionCall } from '../../platform/http/register-call';
import type { TActivationAdmin } from './activation-admin.service';
import type { TRedeemActivation } from './activation.types';

/** activation/redeem (users); admin/activation/create and /batches (operators). */
export function registerActivationRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { redeem: TRedeemActivation; admin: TActivationAdmin },
): void {
  registerSessionCall(app, deps, redeemActivationCall, ({ auth, body, request }) =>
    deps.redeem.redeem(auth, clientOf(request), body.code),
  );
  registerCall(app, deps, {
    call: adminCreateActivationCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.create(body),
  });
  registerCall(app, deps, {
    call: adminListActivationCall,
    auth: 'admin',
    handler: ({ body }) => deps.admin.list(body.siteCode),
  });
}
