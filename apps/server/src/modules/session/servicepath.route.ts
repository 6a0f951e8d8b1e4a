import type { FastifyInstance } from 'fastify';
import { servicePathCall } from '@yzfk/contract/calls/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TSessionService } from './session.service';
import { registerSessionCall } from '../../platform/http/register-call';

/** POST /flks/auth/servicepath: the path of the caller's site's home URL. */
export function registerServicePathRoute(
  app: FastifyInstance,
  deps: TCallDeps & { sessions: TSessionService },
): void {
  registerSessionCall(app, deps, servicePathCall, ({ auth }) => deps.sessions.servicePath(auth));
}
