import type { FastifyInstance } from 'fastify';
import { getLawDetailCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawService } from './law.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/law/detail: one law with structure, articles, versions and favourite state. */
export function registerLawDetailRoute(
  app: FastifyInstance,
  deps: TCallDeps & { laws: TLawService },
): void {
  registerCall(app, deps, {
    call: getLawDetailCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.laws.detail(body.id, auth.session.userId),
  });
}
