import type { FastifyInstance } from 'fastify';
import { searchCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawService } from './law.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/search: global search (laws and articles so far), by type. */
export function registerSearchRoute(
  app: FastifyInstance,
  deps: TCallDeps & { laws: TLawService },
): void {
  registerCall(app, deps, {
    call: searchCall,
    auth: 'session',
    handler: ({ body }) => deps.laws.search(body),
  });
}
