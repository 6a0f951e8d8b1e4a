import type { FastifyInstance } from 'fastify';
import { setLawFavoriteCall } from '@yzfk/contract/calls/law';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/law/favorite: adds or removes a favourite law of the session's user. */
export function registerLawFavoriteRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: setLawFavoriteCall,
    auth: 'session',
    handler: ({ body, auth }) =>
      deps.laws.setFavorite(body.lawId, body.favorite, auth.session.userId),
  });
}
