import type { FastifyInstance } from 'fastify';
import { getPageSectionCall } from '@yzfk/contract/calls/pagesection';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPageSectionService } from './page-section.service';
import { registerSessionCall } from '../../platform/http/register-call';

/** POST /flks/pagesection/get: the items of one page section (headMenu) of the caller's site. */
export function registerGetPageSectionRoute(
  app: FastifyInstance,
  deps: TCallDeps & { pageSections: TPageSectionService },
): void {
  registerSessionCall(app, deps, getPageSectionCall, ({ auth, body }) =>
    deps.pageSections.get(auth.siteId, body.pageValue),
  );
}
