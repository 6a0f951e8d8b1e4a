import type { FastifyInstance } from 'fastify';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/get: the items of one page section (headMenu) of the caller's site. */
export function registerGetPageSectionRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: getPageSectionCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.pageSections.get(auth.siteId, body.pageValue),
  });
}
