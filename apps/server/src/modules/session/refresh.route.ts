import type { FastifyInstance } from 'fastify';
import { refreshCall } from '@yzfk/contract/calls/auth';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/auth/refresh with the refresh token as bearer: a new token pair (rotated). */
export function registerRefreshRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: refreshCall,
    auth: 'refresh',
    handler: ({ bearer }) => deps.sessions.refresh(bearer),
  });
}
