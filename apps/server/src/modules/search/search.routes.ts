import type { FastifyInstance } from 'fastify';
import { globalSearchCall } from '@yzfk/contract/calls/search';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TGlobalSearch } from './global-search.service';
import { clientOf } from '../../platform/http/client-of';

/** POST /flks/pagesection/search: one search over every content type. */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { search: TGlobalSearch },
): void {
  registerSessionCall(app, deps, globalSearchCall, ({ body, auth, request }) =>
    deps.search.search(auth, clientOf(request), body),
  );
}
