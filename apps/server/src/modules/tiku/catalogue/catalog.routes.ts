import type { FastifyInstance } from 'fastify';
import { getCatalogCall, listPapersCall } from '@yzfk/contract/calls/tiku';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TCatalogService } from './catalog.service';
import { registerSessionCall } from '../../../platform/http/register-call';

/**
 * The question bank's catalogue: banks, subjects with chapter trees and progress, and papers.
 * Open to anonymous web sessions, who see the catalogue without progress.
 */
export function registerTikuCatalogRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuCatalog: TCatalogService },
): void {
  registerSessionCall(app, deps, getCatalogCall, ({ body, auth }) =>
    deps.tikuCatalog.catalog(auth, body.bankId),
  );
  registerSessionCall(app, deps, listPapersCall, ({ body, auth }) =>
    deps.tikuCatalog.papers(auth, body),
  );
}
