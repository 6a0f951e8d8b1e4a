import type { FastifyInstance } from 'fastify';
import { getLawArticlesCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawService } from './law.service';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/law/articles: the text of some articles by (lawId, ordinal), those found. */
export function registerLawArticlesRoute(
  app: FastifyInstance,
  deps: TCallDeps & { laws: TLawService },
): void {
  registerCall(app, deps, {
    call: getLawArticlesCall,
    auth: 'session',
    handler: async ({ body }) => ({ articles: await deps.laws.articles(body.refs) }),
  });
}
