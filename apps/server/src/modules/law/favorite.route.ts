import type { FastifyInstance } from 'fastify';
import { setLawFavoriteCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawService } from './law.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/law/favorite: adds or removes a favourite law of the session's user. */
export function registerLawFavoriteRoute(
  app: FastifyInstance,
  deps: TCallDeps & { laws: TLawService },
): void {
  registerCall(app, deps, {
    call: setLawFavoriteCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.laws.setFavorite(auth, body.lawId, body.favorite),
  });
}
