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
    handler: async ({ bearer }) => {
      const pair = await deps.sessions.refresh(bearer);
      // Kept apart from refresh() (the rotation and its reuse rules) on purpose: sliding the
      // end of an anonymous session is a second, independent step (decision 0013).
      await deps.sessions.slideAnonymousSession(pair.refreshToken);
      return pair;
    },
  });
}
