import type { FastifyInstance } from 'fastify';
import { refreshCall } from '@yzfk/contract/calls/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TSessionService } from './session.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/auth/refresh with the refresh token as bearer: a new token pair (rotated). */
export function registerRefreshRoute(
  app: FastifyInstance,
  deps: TCallDeps & { sessions: TSessionService },
): void {
  registerCall(app, deps, {
    call: refreshCall,
    auth: 'refresh',
    handler: ({ bearer }) => deps.sessions.refresh(bearer),
  });
}
