import type { FastifyInstance } from 'fastify';
import { ZGetTokenQuerySchema, getTokenCall } from '@yzfk/contract/calls/auth';
import { E } from '@yzfk/contract/error-codes';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TSessionService } from './session.service';
import { AppError } from '../../platform/http/app-error';
import { clientOf } from '../../platform/http/client-of';
import { describeInvalidInput, registerCall } from '../../platform/http/register-call';

/** POST /flks/auth/gettoken?tk=…: an anonymous web token for the domain's site. */
export function registerGetTokenRoute(
  app: FastifyInstance,
  deps: TCallDeps & { sessions: TSessionService },
): void {
  registerCall(app, deps, {
    call: getTokenCall,
    auth: 'none',
    handler: async ({ body, request }) => {
      const query = ZGetTokenQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError(E.invalidParams, describeInvalidInput(query.error));
      return deps.sessions.issueWebToken(body.domainName, clientOf(request));
    },
  });
}
