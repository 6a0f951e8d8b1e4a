import type { FastifyInstance } from 'fastify';
import {
  bindWxCall,
  getWxAuthCall,
  loginWxCall,
  unbindWxCall,
} from '@yzfk/contract/calls/auth-wechat';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TWechatService } from './wechat.service';
import { clientOf } from '../../platform/http/client-of';
import { registerCall } from '../../platform/http/register-call';

/** getwxauth, login/wx, bindwx, unbindwx. */
export function registerWechatRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { wechat: TWechatService },
): void {
  registerCall(app, deps, {
    call: getWxAuthCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.wechat.authorizeUrl(auth, body.purpose, body.redirectUri),
  });
  registerCall(app, deps, {
    call: loginWxCall,
    auth: 'session',
    handler: ({ auth, body, request }) =>
      deps.wechat.login(auth, clientOf(request), body.code, body.state),
  });
  registerCall(app, deps, {
    call: bindWxCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.wechat.bind(auth, body.code, body.state),
  });
  registerCall(app, deps, {
    call: unbindWxCall,
    auth: 'session',
    handler: ({ auth }) => deps.wechat.unbind(auth),
  });
}
