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
import { registerSessionCall } from '../../platform/http/register-call';

/** getwxauth, login/wx, bindwx, unbindwx. */
export function registerWechatRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { wechat: TWechatService },
): void {
  registerSessionCall(app, deps, getWxAuthCall, ({ auth, body }) =>
    deps.wechat.authorizeUrl(auth, body.purpose, body.redirectUri),
  );
  registerSessionCall(app, deps, loginWxCall, ({ auth, body, request }) =>
    deps.wechat.login(auth, clientOf(request), body.code, body.state),
  );
  registerSessionCall(app, deps, bindWxCall, ({ auth, body }) =>
    deps.wechat.bind(auth, body.code, body.state),
  );
  registerSessionCall(app, deps, unbindWxCall, ({ auth }) => deps.wechat.unbind(auth));
}
