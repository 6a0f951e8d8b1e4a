import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TAppDeps } from './app-deps';
import type { TConfig } from './config/config';
import type { TDatabase } from './db/database';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createLocalFileStorage } from './storage/file-storage';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import { createAuthorisationRepository } from './repositories/authorisation.repository';
import { createSmsCodeRepository } from './repositories/sms-code.repository';
import { createUserRepository } from './repositories/user.repository';
import { createAccountService } from './services/identity/account.service';
import { createLoginService } from './services/identity/login.service';
import { createPhoneTickets } from './services/identity/phone-ticket';
import { createSmsCodeService } from './services/identity/sms-code.service';
import { createSmsSender } from './sms/create-sms-sender';
import { createOrgApplicationRepository } from './repositories/org-application.repository';
import { createOrgApplicationService } from './services/identity/org-application.service';
import { createAdminService } from './services/admin.service';
import { createOAuthStateRepository } from './repositories/oauth-state.repository';
import { createWechatService } from './services/identity/wechat.service';
import { createWechatClient } from './wechat/wechat-client';
import { createPageSectionRepository } from './repositories/page-section.repository';
import { createSessionRepository } from './repositories/session.repository';
import { createSiteRepository } from './repositories/site.repository';
import { createAccessTokens } from './services/access-token';
import { createPageSectionService } from './services/page-section.service';
import { createLawService } from './services/law.service';
import { createLawRepository } from './repositories/law.repository';
import { createPostgresLawSearch } from './search/law-search';
import { createSessionCache } from './services/session-cache';
import { createSessionService } from './services/session.service';
import { createBankAccess } from './services/tiku/bank-access';
import { createInFlight } from './http/in-flight';
import { createQuestionCatalogRepository } from './repositories/question-catalog.repository';
import { createPracticeRepositories } from './repositories/practice-repositories';
import { withQuestionCache } from './services/tiku/question-cache';
import { createCatalogService } from './services/tiku/catalog.service';
import { createPracticeService } from './services/tiku/practice.service';
import { createQuestionPersonalRepository } from './repositories/question-personal.repository';
import { createQuestionMistakeRepository } from './repositories/question-mistake.repository';
import { createSubjectiveRepository } from './repositories/subjective.repository';
import { createMistakesService } from './services/tiku/mistakes.service';
import { createQuestionFavoritesService } from './services/tiku/favorites.service';
import { createQuestionPersonalService } from './services/tiku/personal.service';
import { createSubjectiveService } from './services/tiku/subjective.service';

/** Where uploaded avatars are served from. */
export const AVATAR_URL_PREFIX = '/files/avatars/';

/** Wires repositories and services for one database and configuration. */
export async function createAppDeps(
  config: TConfig,
  database: TDatabase,
  log: Logger,
  now: () => Date = () => new Date(),
): Promise<TAppDeps> {
  const avatarUrl = (key: string) => `${AVATAR_URL_PREFIX}${key}`;
  const sites = createSiteRepository(database.db);
  const users = createUserRepository(database.db);
  const auths = createAuthorisationRepository(database.db);
  const rateLimiter = await createRateLimiter(config, database, now);
  const smsCodes = createSmsCodeService({
    codes: createSmsCodeRepository(database.db),
    sender: createSmsSender(config, log, now),
    limiter: rateLimiter,
    secret: config.TOKEN_SECRET,
    resendSeconds: config.SMS_RESEND_INTERVAL_S,
    now,
  });
  const sessionCache = createSessionCache({
    ttlMs: config.SESSION_CACHE_TTL_S * 1000,
    maxEntries: 100_000,
    now: () => now().getTime(),
  });
  await sessionCache.start(database);
  const sessions = createSessionService({
    sites,
    sessions: createSessionRepository(database.db),
    accessTokens: createAccessTokens(config.TOKEN_SECRET),
    cache: sessionCache,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_S,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_S,
    now,
  });
  const logins = createLoginService({
    sessions,
    users,
    auths,
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
    avatarUrl,
  });
  const applications = createOrgApplicationRepository(database.db);
  const bankAccess = createBankAccess({ authsOf: (session) => logins.authsOf(session) });
  const practice = withQuestionCache(createPracticeRepositories(database.db), {
    ttlMs: config.QUESTION_CACHE_TTL_S * 1000,
    maxEntries: 50_000,
    now: () => now().getTime(),
  });
  const questionPersonal = createQuestionPersonalRepository(database.db);
  const questionMistakes = createQuestionMistakeRepository(database.db);
  const tikuPersonalDeps = { questions: questionPersonal, bankAccess, now };
  return {
    database,
    adminToken: config.ADMIN_TOKEN,
    orgApplications: createOrgApplicationService({ applications, accounts }),
    admin: createAdminService({ db: database.db, sites, users, auths, applications, now }),
    codec: createNodeEnvelopeCodec(config.ENVELOPE_KEY),
    inFlight: createInFlight(),
    sites,
    sessions,
    rateLimiter,
    logins,
    accounts,
    wechat: createWechatService({
      client:
        config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
          ? createWechatClient({
              appId: config.WECHAT_APP_ID,
              appSecret: config.WECHAT_APP_SECRET,
              openBase: config.WECHAT_OPEN_BASE,
              apiBase: config.WECHAT_API_BASE,
            })
          : undefined,
      states: createOAuthStateRepository(database.db),
      users,
      accounts,
      logins,
      now,
    }),
    users,
    files: createLocalFileStorage(config.FILES_DIR ?? join(config.DATA_DIR, 'files')),
    avatarUrl,
    pageSections: createPageSectionService(
      createPageSectionRepository(database.db),
      config.PAGE_SECTION_CACHE_TTL_S * 1000,
      now,
    ),
    bankAccess,
    tikuCatalog: createCatalogService({
      catalog: createQuestionCatalogRepository(database.db),
      sessions: practice.sessions,
      bankAccess,
    }),
    tikuPractice: createPracticeService({ store: practice, bankAccess, now }),
    tikuMistakes: createMistakesService({ mistakes: questionMistakes, bankAccess, now }),
    tikuFavorites: createQuestionFavoritesService(tikuPersonalDeps),
    tikuPersonal: createQuestionPersonalService({
      ...tikuPersonalDeps,
      mistakes: questionMistakes,
    }),
    tikuSubjective: createSubjectiveService({
      ...tikuPersonalDeps,
      subjective: createSubjectiveRepository(database.db),
    }),
    laws: createLawService({
      laws: createLawRepository(database.db),
      search: createPostgresLawSearch(database.db),
    }),
  };
}
