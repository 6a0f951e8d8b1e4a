import type { FastifyInstance } from 'fastify';
import { getLawLibraryCall } from '@yzfk/contract/calls/law';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TLawLibrary } from './pack/law-library';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/law/library: whether the national library is still loading, and how far. */
export function registerLawLibraryRoute(
  app: FastifyInstance,
  deps: TCallDeps & { library: TLawLibrary },
): void {
  registerCall(app, deps, {
    call: getLawLibraryCall,
    auth: 'session',
    handler: () => deps.library.status(),
  });
}
