import type { FastifyInstance } from 'fastify';
import { getCatalogCall, listPapersCall } from '@yzfk/contract/calls/tiku';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TCatalogService } from './catalog.service';
import { registerCall } from '../../../platform/http/register-call';

/**
 * The question bank's catalogue: banks, subjects with chapter trees and progress, and papers.
 * Open to anonymous web sessions, who see the catalogue without progress.
 */
export function registerTikuCatalogRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { tikuCatalog: TCatalogService },
): void {
  registerCall(app, deps, {
    call: getCatalogCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuCatalog.catalog(auth, body.bankId),
  });
  registerCall(app, deps, {
    call: listPapersCall,
    auth: 'session',
    handler: ({ body, auth }) => deps.tikuCatalog.papers(auth, body),
  });
}
