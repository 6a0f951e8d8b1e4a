import type { FastifyInstance } from 'fastify';
import { getCatalogCall, listPapersCall } from '@yzfk/contract/calls/tiku';
import type { TAppDeps } from '../../app-deps';
import { registerCall } from '../../platform/http/register-call';

/**
 * The question bank's catalogue: banks, subjects with chapter trees and progress, and papers.
 * Open to anonymous web sessions, who see the catalogue without progress.
 */
export function registerTikuCatalogRoutes(app: FastifyInstance, deps: TAppDeps): void {
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
