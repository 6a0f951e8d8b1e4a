import type { FastifyInstance } from 'fastify';
import {
  bindPhoneCall,
  isOnlineCall,
  loginChangeCall,
  loginIpCall,
  loginPhoneCall,
  logoutCall,
  sendCodeCall,
} from '@yzfk/contract/calls/auth-login';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TAccountService } from './account.service';
import type { TLoginService } from './login.service';
import { clientOf } from '../../platform/http/client-of';
import { registerCall } from '../../platform/http/register-call';

/** sendcode, login/phone, login/ip, login/change, bind/phone, logout, isonline. */
export function registerLoginRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { accounts: TAccountService; logins: TLoginService },
): void {
  registerCall(app, deps, {
    call: sendCodeCall,
    auth: 'session',
    handler: ({ auth, body, request }) =>
      deps.accounts.sendCode(auth, clientOf(request).ip, body.phone, body.purpose),
  });
  registerCall(app, deps, {
    call: loginPhoneCall,
    auth: 'session',
    handler: ({ auth, body, request }) =>
      deps.logins.loginByPhone(auth, clientOf(request), body.phone, body.code),
  });
  registerCall(app, deps, {
    call: loginIpCall,
    auth: 'session',
    handler: ({ auth, request }) => deps.logins.loginByIp(auth, clientOf(request)),
  });
  registerCall(app, deps, {
    call: loginChangeCall,
    auth: 'session',
    handler: ({ auth, body, request }) => deps.logins.change(auth, clientOf(request), body.authId),
  });
  registerCall(app, deps, {
    call: bindPhoneCall,
    auth: 'session',
    handler: ({ auth, body, request }) =>
      deps.logins.bindPhone(auth, clientOf(request), body.phone, body.code),
  });
  registerCall(app, deps, {
    call: logoutCall,
    auth: 'session',
    handler: ({ auth }) => deps.accounts.logout(auth),
  });
  registerCall(app, deps, {
    call: isOnlineCall,
    auth: 'session',
    handler: ({ auth }) =>
      Promise.resolve({ online: true as const, isLogined: auth.session.kind === 'user' }),
  });
}
