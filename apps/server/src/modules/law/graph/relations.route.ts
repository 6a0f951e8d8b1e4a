import type { FastifyInstance } from 'fastify';
import { getLawRelationsCall } from '@yzfk/contract/calls/law-relations';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import { registerCall, type TCallDeps } from '../../../platform/http/register-call';
import type { TLawGraphService } from './law-graph.service';

/** POST /flks/law/relations: who cites an article, what it applies, its charge names. */
export function registerLawRelationsRoute(
  app: FastifyInstance,
  deps: TCallDeps & { graph: TLawGraphService },
): void {
  registerCall(app, deps, {
    call: getLawRelationsCall,
    auth: 'session',
    handler: async ({ body }) => {
      const relations = await deps.graph.relationsAt(body.lawId, body.ordinal);
      if (!relations) throw new AppError(E.lawNotFound);
      return relations;
    },
  });
}
