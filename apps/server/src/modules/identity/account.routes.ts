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
import { registerCall } from '../../platform/http/register-call';

/** userinfo, edituser/nickname, checkuserphone, edituser/phone, canceluser. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { accounts: TAccountService },
): void {
  registerCall(app, deps, {
    call: userInfoCall,
    auth: 'session',
    handler: ({ auth }) => deps.accounts.userInfo(auth),
  });
  registerCall(app, deps, {
    call: editNicknameCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.accounts.editNickname(auth, body.nickName),
  });
  registerCall(app, deps, {
    call: checkUserPhoneCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.accounts.checkPhone(auth, body.code),
  });
  registerCall(app, deps, {
    call: editPhoneCall,
    auth: 'session',
    handler: ({ auth, body }) => deps.accounts.editPhone(auth, body.ticket, body.phone, body.code),
  });
  registerCall(app, deps, {
    call: cancelUserCall,
    auth: 'session',
    handler: ({ auth }) => deps.accounts.cancel(auth),
  });
}
