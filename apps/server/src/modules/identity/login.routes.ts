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
import { registerSessionCall } from '../../platform/http/register-call';

/** sendcode, login/phone, login/ip, login/change, bind/phone, logout, isonline. */
export function registerLoginRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { accounts: TAccountService; logins: TLoginService },
): void {
  registerSessionCall(app, deps, sendCodeCall, ({ auth, body, request }) =>
    deps.accounts.sendCode(auth, clientOf(request).ip, body.phone, body.purpose),
  );
  registerSessionCall(app, deps, loginPhoneCall, ({ auth, body, request }) =>
    deps.logins.loginByPhone(auth, clientOf(request), body.phone, body.code),
  );
  registerSessionCall(app, deps, loginIpCall, ({ auth, request }) =>
    deps.logins.loginByIp(auth, clientOf(request)),
  );
  registerSessionCall(app, deps, loginChangeCall, ({ auth, body, request }) =>
    deps.logins.change(auth, clientOf(request), body.authId),
  );
  registerSessionCall(app, deps, bindPhoneCall, ({ auth, body, request }) =>
    deps.logins.bindPhone(auth, clientOf(request), body.phone, body.code),
  );
  registerSessionCall(app, deps, logoutCall, ({ auth }) => deps.accounts.logout(auth));
  registerSessionCall(app, deps, isOnlineCall, ({ auth }) =>
    Promise.resolve({ online: true as const, isLogined: auth.session.kind === 'user' }),
  );
}
