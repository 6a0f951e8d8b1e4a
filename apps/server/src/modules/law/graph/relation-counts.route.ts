import type { FastifyInstance } from 'fastify';
import { getLawRelationCountsCall } from '@yzfk/contract/calls/law-relation-counts';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import { registerCall, type TCallDeps } from '../../../platform/http/register-call';
import type { TArticlePanelService } from './article-panel.service';
import { callerUserId } from './caller-user-id';

/** POST /flks/law/relation-counts: the badge counts of every article of a law. */
export function registerLawRelationCountsRoute(
  app: FastifyInstance,
  deps: TCallDeps & { articlePanel: TArticlePanelService },
): void {
  registerCall(app, deps, {
    call: getLawRelationCountsCall,
    auth: 'session',
    handler: async ({ auth, body }) => {
      const counts = await deps.articlePanel.countsOf(body.lawId, callerUserId(auth));
      if (!counts) throw new AppError(E.lawNotFound);
      return counts;
    },
  });
}
