import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TAppDeps } from './app-deps';
import type { TConfig } from './platform/config/config';
import type { TDatabase } from './platform/db/database';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createLocalFileStorage } from './platform/storage/file-storage';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import { createAuthorisationRepository } from './modules/identity/authorisation.repository';
import { createSmsCodeRepository } from './modules/identity/sms-code.repository';
import { createUserRepository } from './modules/identity/user.repository';
import { createAccountService } from './modules/identity/account.service';
import { createLoginService } from './modules/identity/login.service';
import { createPhoneTickets } from './modules/identity/phone-ticket';
import { createSmsCodeService } from './modules/identity/sms-code.service';
import { createSmsSender } from './modules/identity/sms/create-sms-sender';
import { createOrgApplicationRepository } from './modules/orguser/org-application.repository';
import { createOrgApplicationService } from './modules/orguser/org-application.service';
import { createAdminService } from './modules/admin/admin.service';
import { createOAuthStateRepository } from './modules/identity/oauth-state.repository';
import { createWechatService } from './modules/identity/wechat.service';
import { createWechatClient } from './modules/identity/wechat/wechat-client';
import { createPageSectionRepository } from './modules/pagesection/page-section.repository';
import { createSessionRepository } from './modules/session/session.repository';
import { createSiteRepository } from './modules/session/site.repository';
import { createAccessTokens } from './modules/session/access-token';
import { createPageSectionService } from './modules/pagesection/page-section.service';
import { createLawService } from './modules/law/law.service';
import { createLawRepository } from './modules/law/law.repository';
import { createPostgresLawSearch } from './modules/law/law-search';
import { createSessionCache } from './modules/session/session-cache';
import { createSessionService } from './modules/session/session.service';
import { createBankAccess } from './modules/tiku/bank-access';
import { createInFlight } from './platform/http/in-flight';
import { createQuestionCatalogRepository } from './modules/tiku/question-catalog.repository';
import { createPracticeRepositories } from './modules/tiku/practice-repositories';
import { withQuestionCache } from './modules/tiku/question-cache';
import { createCatalogService } from './modules/tiku/catalog.service';
import { createPracticeService } from './modules/tiku/practice.service';
import { createQuestionPersonalRepository } from './modules/tiku/question-personal.repository';
import { createQuestionMistakeRepository } from './modules/tiku/question-mistake.repository';
import { createSubjectiveRepository } from './modules/tiku/subjective.repository';
import { createMistakesService } from './modules/tiku/mistakes.service';
import { createQuestionFavoritesService } from './modules/tiku/favorites.service';
import { createQuestionPersonalService } from './modules/tiku/personal.service';
import { createSubjectiveService } from './modules/tiku/subjective.service';

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
