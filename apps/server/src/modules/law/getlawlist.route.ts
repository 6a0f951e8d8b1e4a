import type { FastifyInstance } from 'fastify';
import { getLawListCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawService } from './law.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/getlawlist: laws with filters, sorting, paging and facets. */
export function registerGetLawListRoute(
  app: FastifyInstance,
  deps: TCallDeps & { laws: TLawService },
): void {
  registerCall(app, deps, {
    call: getLawListCall,
    auth: 'session',
    handler: ({ body }) => deps.laws.list(body),
  });
}
