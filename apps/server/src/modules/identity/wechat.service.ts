import { randomBytes } from 'node:crypto';
import { LOGIN_TYPES } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TOAuthStateRepository } from './oauth-state.repository';
import type { TUserRepository } from './user.repository';
import type { TWechatClient, TWechatUser } from './wechat/wechat-client';
import type { TAuth, TClient } from '../../platform/http/auth';
import type { TAccountService } from './account.service';
import type { TLoginService } from './login.service';

const STATE_SECONDS = 600;

type TDeps = {
  /** Undefined when WECHAT_APP_ID is not configured: WeChat login is off. */
  client: TWechatClient | undefined;
  states: TOAuthStateRepository;
  users: TUserRepository;
  accounts: TAccountService;
  logins: TLoginService;
  now: () => Date;
};

/** WeChat web login and binding: the state ties the round trip to the session that began it. */
export function createWechatService(deps: TDeps) {
  function client(): TWechatClient {
    if (!deps.client) throw new AppError(E.unavailable, '微信登录暂未开放');
    return deps.client;
  }

  /** Spends the state (same session, same purpose, in time) and asks WeChat who came back. */
  async function returningUser(auth: TAuth, purpose: string, code: string, state: string) {
    const wechat = client();
    const saved = await deps.states.consume(state, deps.now());
    const valid =
      saved &&
      saved.sessionId === auth.session.id &&
      saved.purpose === purpose &&
      saved.expiresAt > deps.now();
    // An unknown, spent, foreign or late state is the caller's (or a forger's) doing, not
    // WeChat's: 4115 with a 4xx, where 4110 (502) stays for WeChat itself failing.
    if (!valid) throw new AppError(E.wechatStateInvalid);
    let user: TWechatUser;
    try {
      user = await wechat.userForCode(code);
    } catch (error) {
      throw new AppError(E.wechatFailed, undefined, { cause: error });
    }
    return user;
  }

  return {
    async authorizeUrl(auth: TAuth, purpose: 'login' | 'bind', redirectUri: string) {
      const wechat = client();
      if (purpose === 'bind') await deps.accounts.requireUser(auth);
      const state = randomBytes(16).toString('hex');
      await deps.states.insert({
        state,
        siteId: auth.siteId,
        sessionId: auth.session.id,
        purpose,
        redirectUri,
        expiresAt: new Date(deps.now().getTime() + STATE_SECONDS * 1000),
      });
      return { url: wechat.authorizeUrl(redirectUri, state), state };
    },

    async login(auth: TAuth, request: TClient, code: string, state: string) {
      const wechatUser = await returningUser(auth, 'login', code, state);
      const binding = await deps.users.findWechatBindingByOpenId(auth.siteId, wechatUser.openId);
      const user = binding ? await deps.users.findById(binding.userId) : undefined;
      if (!user || user.state !== 'active') throw new AppError(E.wechatNotBound);
      return deps.logins.loginUser(auth, request, user, LOGIN_TYPES.wechat);
    },

    async bind(auth: TAuth, code: string, state: string) {
      const user = await deps.accounts.requireUser(auth);
      const wechatUser = await returningUser(auth, 'bind', code, state);
      const holder = await deps.users.findWechatBindingByOpenId(auth.siteId, wechatUser.openId);
      if (holder && holder.userId !== user.id) throw new AppError(E.wechatTaken);
      await deps.users.saveWechatBinding({
        userId: user.id,
        siteId: auth.siteId,
        openId: wechatUser.openId,
        nickName: wechatUser.nickName,
      });
      return { wxBind: true as const, wxNickName: wechatUser.nickName };
    },

    async unbind(auth: TAuth) {
      const user = await deps.accounts.requireUser(auth);
      await deps.users.deleteWechatBinding(user.id);
      return { wxBind: false as const };
    },
  };
}

export type TWechatService = ReturnType<typeof createWechatService>;
