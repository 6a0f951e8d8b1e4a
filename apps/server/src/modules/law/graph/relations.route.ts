import type { FastifyInstance } from 'fastify';
import { getLawRelationsCall } from '@yzfk/contract/calls/law-relations';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import { registerCall, type TCallDeps } from '../../../platform/http/register-call';
import type { TArticlePanelService } from './article-panel.service';
import { callerUserId } from './caller-user-id';

/**
 * POST /flks/law/relations: who cites an article, what it applies, its charge names, the
 * questions linked to it and the caller's notes on it.
 */
export function registerLawRelationsRoute(
  app: FastifyInstance,
  deps: TCallDeps & { articlePanel: TArticlePanelService },
): void {
  registerCall(app, deps, {
    call: getLawRelationsCall,
    auth: 'session',
    handler: async ({ auth, body }) => {
      const relations = await deps.articlePanel.relationsAt(
        body.lawId,
        body.ordinal,
        callerUserId(auth),
      );
      if (!relations) throw new AppError(E.lawNotFound);
      return relations;
    },
  });
}
