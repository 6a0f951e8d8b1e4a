import type { FastifyInstance } from 'fastify';
import { compareLawVersionsCall } from '@yzfk/contract/calls/law-compare';
import { registerCall, type TCallDeps } from '../../../platform/http/register-call';
import type { TLawCompareService } from './law-compare.service';

/** POST /flks/law/compare: two versions of one law aligned article by article (新旧对照). */
export function registerLawCompareRoute(
  app: FastifyInstance,
  deps: TCallDeps & { lawCompare: TLawCompareService },
): void {
  registerCall(app, deps, {
    call: compareLawVersionsCall,
    auth: 'session',
    handler: ({ body }) => deps.lawCompare.compare(body.fromId, body.toId),
  });
}
