import type { FastifyInstance } from 'fastify';
import { getLawListCall } from '@yzfk/contract/calls/law';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/getlawlist: laws with filters, sorting, paging and facets. */
export function registerGetLawListRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: getLawListCall,
    auth: 'session',
    handler: ({ body }) => deps.laws.list(body),
  });
}
