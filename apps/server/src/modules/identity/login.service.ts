import { LOGIN_TYPES } from '@yzfk/contract/calls/identity-fields';
import type { TLoginResult } from '@yzfk/contract/calls/auth-login';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuthorisation, TAuthorisationRepository } from './authorisation.repository';
import type { TUser, TUserRepository } from './user.repository';
import type { TSessionService } from '../session/session.service';
import {
  requireLogin,
  type TAuth,
  type TAuthSession,
  type TClient,
} from '../../platform/http/auth';
import type { TSmsCodeService } from './sms-code.service';
import { defaultAuthorisation, toLoginResult } from './login-result';

/** A valid authorisation of a session (what other modules read access from). */
export type { TAuthorisation };

type TDeps = {
  sessions: TSessionService;
  users: TUserRepository;
  auths: TAuthorisationRepository;
  smsCodes: TSmsCodeService;
  maxSessionsPerUser: number;
  now: () => Date;
};

/** Phone, IP and WeChat logins, changing authorisation, and binding a phone to a session. */
export function createLoginService(deps: TDeps) {
  /** The valid authorisations a session may read under. */
  async function authsOf(session: TAuthSession): Promise<TAuthorisation[]> {
    if (session.userId !== null) return deps.auths.validForUser(session.userId, deps.now());
    if (session.loginType !== LOGIN_TYPES.ip || !session.ip) return [];
    const organisations = await deps.auths.organisationsForIp(session.siteId, session.ip);
    return deps.auths.validForOrganisations(
      organisations.map((organisation) => organisation.id),
      deps.now(),
    );
  }

  async function nicknameOf(session: TAuthSession, auths: TAuthorisation[]): Promise<string> {
    if (session.userId !== null) {
      return (await deps.users.findById(session.userId))?.nickName ?? '';
    }
    const chosen = auths.find((auth) => auth.id === session.authorisationId);
    const units = new Set(auths.map((auth) => auth.name));
    return chosen?.name ?? (units.size === 1 ? ([...units][0] ?? '') : '机构用户');
  }

  /** Ends the caller's session and starts one for the login; answers the login result. */
  async function startLogin(
    previous: TAuthSession,
    client: TClient,
    login: {
      userId: number | null;
      loginType: number;
      auths: TAuthorisation[];
      organisationId: number | null;
      /** A unit login among several units waits for the visitor's choice (login/change). */
      awaitChoice?: boolean;
    },
  ): Promise<TLoginResult> {
    await deps.sessions.endSession(previous.id, 'login');
    const chosen = login.awaitChoice ? undefined : defaultAuthorisation(login.auths);
    const { session, pair } = await deps.sessions.startSession(
      {
        siteId: previous.siteId,
        kind: 'user',
        userId: login.userId,
        loginType: login.loginType,
        organisationId: chosen?.organisationId ?? login.organisationId,
        authorisationId: chosen?.id ?? null,
      },
      client,
    );
    if (login.userId !== null) {
      await deps.sessions.limitUserSessions(login.userId, deps.maxSessionsPerUser, session.id);
      await deps.users.update(login.userId, {
        latestLoginIp: client.ip,
        latestLoginAt: deps.now(),
      });
    }
    return toLoginResult({
      pair,
      loginType: login.loginType,
      ip: client.ip,
      nickname: await nicknameOf(session, login.auths),
      auths: login.auths,
    });
  }

  /** Logs a user in (loginType 1 phone or 3 WeChat). */
  async function loginUser(auth: TAuth, client: TClient, user: TUser, loginType: number) {
    const auths = await deps.auths.validForUser(user.id, deps.now());
    return startLogin(auth.session, client, {
      userId: user.id,
      loginType,
      auths,
      organisationId: null,
    });
  }

  /**
   * Changes the session's login fields and answers the login result as it now stands; `auths`
   * when the caller already knows the changed session's authorisations.
   */
  async function changeSession(
    session: TAuthSession,
    client: TClient,
    fields: Pick<TAuthSession, 'userId'> | Pick<TAuthSession, 'authorisationId' | 'organisationId'>,
    known?: TAuthorisation[],
  ): Promise<TLoginResult> {
    const pair = await deps.sessions.updateSession(session, fields);
    const changed = { ...session, ...fields };
    const auths = known ?? (await authsOf(changed));
    return toLoginResult({
      pair,
      loginType: session.loginType ?? LOGIN_TYPES.phone,
      ip: client.ip,
      nickname: await nicknameOf(changed, auths),
      auths,
    });
  }

  return {
    authsOf,
    loginUser,

    /** Phone + SMS code: signs the phone up on its first login. */
    async loginByPhone(auth: TAuth, client: TClient, phone: string, code: string) {
      await deps.smsCodes.verify({ siteId: auth.siteId, phone, purpose: 'login' }, code);
      const user = await deps.users.findOrCreateByPhone(auth.siteId, phone);
      return loginUser(auth, client, user, LOGIN_TYPES.phone);
    },

    /** The caller's address inside an organisation's range: a unit login (type 2). */
    async loginByIp(auth: TAuth, client: TClient): Promise<TLoginResult> {
      const organisations = await deps.auths.organisationsForIp(auth.siteId, client.ip);
      if (organisations.length === 0) throw new AppError(E.ipNotAuthorised);
      const auths = await deps.auths.validForOrganisations(
        organisations.map((organisation) => organisation.id),
        deps.now(),
      );
      return startLogin(auth.session, client, {
        userId: null,
        loginType: LOGIN_TYPES.ip,
        auths,
        organisationId: organisations.length === 1 ? (organisations[0]?.id ?? null) : null,
        awaitChoice: auths.length > 1,
      });
    },

    /**
     * The login result after the session's user gained an authorisation (an activation code):
     * new tokens, isAuth and the list as they now stand. A session reading under no valid
     * authorisation now reads under the one gained; a chosen one that is still valid stays.
     */
    async afterGrant(auth: TAuth, client: TClient, gainedId: number): Promise<TLoginResult> {
      const { session } = auth;
      requireLogin(auth);
      const auths = await authsOf(session);
      const chosen =
        auths.find((candidate) => candidate.id === session.authorisationId) ??
        auths.find((candidate) => candidate.id === gainedId);
      return changeSession(
        session,
        client,
        {
          authorisationId: chosen?.id ?? null,
          organisationId: chosen?.organisationId ?? session.organisationId,
        },
        auths,
      );
    },

    /** Switches the session to another of its authorisations (select platform / organisation). */
    async change(auth: TAuth, client: TClient, authId: number): Promise<TLoginResult> {
      const { session } = auth;
      requireLogin(auth);
      const auths = await authsOf(session);
      const chosen = auths.find((candidate) => candidate.id === authId);
      if (!chosen) throw new AppError(E.authNotFound);
      // Choosing among them does not change which authorisations the session holds.
      return changeSession(
        session,
        client,
        {
          authorisationId: chosen.id,
          organisationId: chosen.organisationId ?? session.organisationId,
        },
        auths,
      );
    },

    /**
     * Binds a phone to the session: a unit (IP) session gains the phone's personal account,
     * which joins the unit; a user's session must be that user's own phone.
     */
    async bindPhone(auth: TAuth, client: TClient, phone: string, code: string) {
      const { session } = auth;
      requireLogin(auth);
      await deps.smsCodes.verify({ siteId: auth.siteId, phone, purpose: 'bind' }, code);
      const user = await deps.users.findOrCreateByPhone(auth.siteId, phone);
      if (session.userId !== null && session.userId !== user.id) throw new AppError(E.phoneTaken);
      if (session.organisationId !== null) {
        await deps.auths.addMember(session.organisationId, user.id);
      }
      const result = await changeSession(session, client, { userId: user.id });
      await deps.sessions.limitUserSessions(user.id, deps.maxSessionsPerUser, session.id);
      return result;
    },
  };
}

export type TLoginService = ReturnType<typeof createLoginService>;
