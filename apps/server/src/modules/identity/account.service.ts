import type { TUserInfo } from '@yzfk/contract/calls/auth-user';
import { LOGIN_TYPES, type TSmsPurpose } from '@yzfk/contract/calls/identity-fields';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TUser, TUserRepository } from './user.repository';
import type { TSessionService } from '../session/session.service';
import { requireLogin, type TAuth, type TClient } from '../../platform/http/auth';
import { toAuthEntry } from './login-result';
import type { TLoginService } from './login.service';
import type { TPhoneTickets } from './phone-ticket';
import type { TSmsCodeService } from './sms-code.service';
import { newStorageKey, type TStorage } from '../../platform/storage/storage';
import { AVATAR_FOLDER, AVATAR_NAME, avatarKind } from './avatar';
import { ipLimitKey } from '../../platform/rate-limit/ip-limit-key';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter';

type TDeps = {
  sessions: TSessionService;
  users: TUserRepository;
  logins: TLoginService;
  smsCodes: TSmsCodeService;
  tickets: TPhoneTickets;
  /** The URL of an avatar, by its file name in the avatars folder. */
  avatarUrl: (name: string) => string;
  /** Where avatars are stored (the `avatars` folder). */
  storage: TStorage;
  /** Uploads one user, and one client address, may make per hour (4029 beyond). */
  uploads: { limiter: TRateLimiter; perUserPerHour: number; perIpPerHour: number };
};

/** 138****0000 */
export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** The logged-in user's account: info, nickname, phone, cancellation, sending codes. */
export function createAccountService(deps: TDeps) {
  /** The session's user; 4106 for anonymous and unit-only sessions. */
  async function requireUser(auth: TAuth): Promise<TUser> {
    const userId = auth.session.userId;
    const user = userId === null ? undefined : await deps.users.findById(userId);
    if (!user || user.state !== 'active') throw new AppError(E.loginRequired);
    return user;
  }

  /**
   * Counts an upload against the user's and the address's hourly limits before anything is
   * read (each count atomic, so parallel uploads cannot all pass); 4029 with Retry-After.
   */
  async function countUpload(userId: number, client: TClient): Promise<void> {
    const { limiter, perUserPerHour, perIpPerHour } = deps.uploads;
    const results = await Promise.all([
      limiter.hit(`upload:u:${userId}`, perUserPerHour, 3600),
      limiter.hit(`upload:ip:${ipLimitKey(client.ip)}`, perIpPerHour, 3600),
    ]);
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    throw new AppError(E.tooManyRequests, undefined, {
      retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)),
    });
  }

  return {
    requireUser,

    /**
     * Stores a new avatar, sets it as the user's and removes the file it replaces; 4106 before anything is read for an
     * anonymous caller, 4107 when the file is missing or not a JPEG, PNG or WebP of ≤ 2 MiB.
     */
    async setHeaderLogo(auth: TAuth, client: TClient, file: () => Promise<Buffer | undefined>) {
      const user = await requireUser(auth);
      await countUpload(user.id, client);
      const bytes = await file();
      if (!bytes) throw new AppError(E.imageInvalid);
      const kind = avatarKind(bytes);
      const key = newStorageKey(AVATAR_FOLDER, kind.extension);
      await deps.storage.put(key, { bytes });
      // The user row keeps the file name only (as before the shared storage), the URL adds it.
      const name = key.slice(AVATAR_FOLDER.length + 1);
      const replaced = await deps.users.replaceHeaderLogo(user.id, name);
      // Only once the new name is committed does the old file go (a failed update keeps it);
      // before, every upload kept its file and a user could fill the disk (issue 27).
      if (replaced && replaced !== name && AVATAR_NAME.test(replaced))
        await deps.storage.remove(`${AVATAR_FOLDER}/${replaced}`);
      return { headerlogo: deps.avatarUrl(name) };
    },

    /** Sends a code, after checking what the purpose needs of the session and the phone. */
    async sendCode(auth: TAuth, ip: string, phone: string, purpose: TSmsPurpose) {
      if (purpose === 'bind') requireLogin(auth);
      if (purpose === 'check') {
        const user = await requireUser(auth);
        if (!user.phone) throw new AppError(E.phoneRequired);
        if (user.phone !== phone) throw new AppError(E.invalidParams, '请填写当前绑定的手机号');
      }
      if (purpose === 'change') {
        const user = await requireUser(auth);
        const owner = await deps.users.findByPhone(auth.siteId, phone);
        if (owner && owner.id !== user.id) throw new AppError(E.phoneTaken);
      }
      return deps.smsCodes.send({ siteId: auth.siteId, phone, purpose }, ip);
    },

    async userInfo(auth: TAuth): Promise<TUserInfo> {
      const { session } = auth;
      requireLogin(auth);
      const auths = await deps.logins.authsOf(session);
      const chosen = auths.find((entry) => entry.id === session.authorisationId);
      const user = session.userId === null ? undefined : await requireUser(auth);
      const wechat = user ? await deps.users.findWechatBinding(user.id) : undefined;
      const unitName = chosen?.authType === 2 ? chosen.name : '';
      const authType = chosen?.authType ?? (user ? 1 : 2);
      return {
        authType,
        userName: authType === 2 && unitName ? unitName : (user?.nickName ?? ''),
        nickName: user?.nickName ?? '',
        unitName,
        headerlogo: user?.headerLogo ? deps.avatarUrl(user.headerLogo) : '',
        phone: maskPhone(user?.phone ?? null),
        loginType: session.loginType ?? LOGIN_TYPES.phone,
        wxBind: wechat !== undefined,
        wxNickName: wechat?.nickName ?? '',
        latestLoginIP: user?.latestLoginIp ?? session.ip ?? '',
        lastestLoginTime: (user?.latestLoginAt ?? session.createdAt).toISOString(),
        expiredTime: chosen?.expiresAt.toISOString() ?? '',
        isSingleAuth: auths.length === 1,
        authNames: auths.map(toAuthEntry),
        state: 1,
      };
    },

    async editNickname(auth: TAuth, nickName: string): Promise<{ nickName: string }> {
      const user = await requireUser(auth);
      await deps.users.update(user.id, { nickName });
      return { nickName };
    },

    /** Checks the code sent to the current phone; answers the ticket that editPhone needs. */
    async checkPhone(auth: TAuth, code: string): Promise<{ ticket: string }> {
      const user = await requireUser(auth);
      if (!user.phone) throw new AppError(E.phoneRequired);
      await deps.smsCodes.verify(
        { siteId: auth.siteId, phone: user.phone, purpose: 'check' },
        code,
      );
      return { ticket: deps.tickets.issue(user.id) };
    },

    async editPhone(auth: TAuth, ticket: string, phone: string, code: string) {
      const user = await requireUser(auth);
      deps.tickets.check(ticket, user.id);
      const owner = await deps.users.findByPhone(auth.siteId, phone);
      if (owner && owner.id !== user.id) throw new AppError(E.phoneTaken);
      await deps.smsCodes.verify({ siteId: auth.siteId, phone, purpose: 'change' }, code);
      await deps.users.update(user.id, { phone });
      return { phone: maskPhone(phone) };
    },

    /** Cancels the account: the phone is freed and every session ends (5007 next time). */
    async cancel(auth: TAuth): Promise<{ cancelled: true }> {
      const user = await requireUser(auth);
      await deps.users.update(user.id, {
        state: 'cancelled',
        phone: null,
        cancelledAt: new Date(),
      });
      await deps.users.deleteWechatBinding(user.id);
      await deps.sessions.endUserSessions(user.id, 'cancelled');
      return { cancelled: true };
    },

    async logout(auth: TAuth): Promise<{ loggedOut: true }> {
      await deps.sessions.endSession(auth.session.id, 'logout');
      return { loggedOut: true };
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
