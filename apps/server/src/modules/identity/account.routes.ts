import type { FastifyInstance } from 'fastify';
import {
  cancelUserCall,
  checkUserPhoneCall,
  editNicknameCall,
  editPhoneCall,
  userInfoCall,
} from '@yzfk/contract/calls/auth-user';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TAccountService } from './account.service';
import { registerSessionCall } from '../../platform/http/register-call';

/** userinfo, edituser/nickname, checkuserphone, edituser/phone, canceluser. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { accounts: TAccountService },
): void {
  registerSessionCall(app, deps, userInfoCall, ({ auth }) => deps.accounts.userInfo(auth));
  registerSessionCall(app, deps, editNicknameCall, ({ auth, body }) =>
    deps.accounts.editNickname(auth, body.nickName),
  );
  registerSessionCall(app, deps, checkUserPhoneCall, ({ auth, body }) =>
    deps.accounts.checkPhone(auth, body.code),
  );
  registerSessionCall(app, deps, editPhoneCall, ({ auth, body }) =>
    deps.accounts.editPhone(auth, body.ticket, body.phone, body.code),
  );
  registerSessionCall(app, deps, cancelUserCall, ({ auth }) => deps.accounts.cancel(auth));
}
