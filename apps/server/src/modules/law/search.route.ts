import type { FastifyInstance } from 'fastify';
import { searchCall } from '@yzfk/contract/calls/law';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/search: global search (laws and articles so far), by type. */
export function registerSearchRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: searchCall,
    auth: 'session',
    handler: ({ body }) => deps.laws.search(body),
  });
}
