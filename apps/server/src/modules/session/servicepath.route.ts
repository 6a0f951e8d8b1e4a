import type { FastifyInstance } from 'fastify';
import { servicePathCall } from '@yzfk/contract/calls/auth';
import type { TAppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';

/** POST /flks/auth/servicepath: the path of the caller's site's home URL. */
export function registerServicePathRoute(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, deps, {
    call: servicePathCall,
    auth: 'session',
    handler: async ({ auth }) => {
      const site = await deps.sites.findById(auth.siteId);
      if (!site) throw new AppError(4003);
      return { path: site.servicePath };
    },
  });
}
