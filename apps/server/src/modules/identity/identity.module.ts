import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TSessionService } from '../session/session.service';
import { createAccountService } from './account.service';
import { registerAccountRoutes } from './account.routes';
import { createAuthorisationRepository } from './authorisation.repository';
import { AVATAR_URL_PREFIX, registerHeaderLogoRoutes } from './headerlogo.route';
import { createLoginService } from './login.service';
import { registerLoginRoutes } from './login.routes';
import { createIdentitySweepSteps } from './identity-sweep';
import { createOAuthStateRepository } from './oauth-state.repository';
import { createPhoneTickets } from './phone-ticket';
import { createSmsSender } from './sms/create-sms-sender';
import { createSmsCodeRepository } from './sms-code.repository';
import { createSmsCodeService } from './sms-code.service';
import { createUserRepository } from './user.repository';
import { createWechatClient } from './wechat/wechat-client';
import { createWechatService } from './wechat.service';
import { registerWechatRoutes } from './wechat.routes';
import { toAuthEntry } from './login-result';

/** Users and their logins (phone, IP, WeChat), account, SMS codes, authorisations, avatars. */
export function createIdentityModule(
  { config, database, log, now, rateLimiter, storage, housekeeping }: TPlatform,
  { sessions }: { sessions: TSessionService },
) {
  const users = createUserRepository(database.db);
  const smsCodeRepository = createSmsCodeRepository(database.db);
  const oauthStates = createOAuthStateRepository(database.db);
  for (const step of createIdentitySweepSteps({ smsCodes: smsCodeRepository, oauthStates })) {
    housekeeping.addStep(step);
  }
  const smsCodes = createSmsCodeService({
    codes: smsCodeRepository,
    sender: createSmsSender(config, log, now),
    limiter: rateLimiter,
    secret: config.TOKEN_SECRET,
    resendSeconds: config.SMS_RESEND_INTERVAL_S,
    now,
  });
  const logins = createLoginService({
    sessions,
    users,
    auths: createAuthorisationRepository(database.db),
    smsCodes,
    maxSessionsPerUser: config.MAX_SESSIONS_PER_USER,
    now,
  });
  const accounts = createAccountService({
    sessions,
    users,
    logins,
    smsCodes,
    tickets: createPhoneTickets(config.TOKEN_SECRET, now),
    avatarUrl: (name) => `${AVATAR_URL_PREFIX}${name}`,
    storage,
    uploads: {
      limiter: rateLimiter,
      perUserPerHour: config.UPLOADS_PER_USER_PER_HOUR,
      perIpPerHour: config.UPLOADS_PER_IP_PER_HOUR,
    },
  });
  const wechat = createWechatService({
    client:
      config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
        ? createWechatClient({
            appId: config.WECHAT_APP_ID,
            appSecret: config.WECHAT_APP_SECRET,
            openBase: config.WECHAT_OPEN_BASE,
            apiBase: config.WECHAT_API_BASE,
          })
        : undefined,
    states: oauthStates,
    users,
    accounts,
    logins,
    now,
  });
  return {
    logins,
    accounts,
    /** An authorisation as the client lists it (activation answers the one a code granted). */
    authEntryOf: toAuthEntry,
    async register(app: FastifyInstance, calls: TCallDeps) {
      const deps = { ...calls, logins, accounts, wechat, storage };
      registerLoginRoutes(app, deps);
      registerAccountRoutes(app, deps);
      registerWechatRoutes(app, deps);
      await registerHeaderLogoRoutes(app, deps);
    },
  };
}
