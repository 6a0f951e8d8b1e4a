import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TDatabase } from './db/database';
import type { TRateLimiter } from './rate-limit/rate-limiter';
import type { TUserRepository } from './repositories/user.repository';
import type { TFileStorage } from './storage/file-storage';
import type { TAccountService } from './services/identity/account.service';
import type { TLoginService } from './services/identity/login.service';
import type { TWechatService } from './services/identity/wechat.service';
import type { TOrgApplicationService } from './services/identity/org-application.service';
import type { TAdminService } from './services/admin.service';
import type { TPageSectionService } from './services/page-section.service';
import type { TLawService } from './services/law.service';
import type { TSessionService } from './services/session.service';
import type { TSiteRepository } from './repositories/site.repository';
import type { TBankAccess } from './services/tiku/bank-access';
import type { TInFlight } from './http/in-flight';
import type { TCatalogService } from './services/tiku/catalog.service';
import type { TPracticeService } from './services/tiku/practice.service';
import type { TMistakesService } from './services/tiku/mistakes.service';
import type { TQuestionFavoritesService } from './services/tiku/favorites.service';
import type { TQuestionPersonalService } from './services/tiku/personal.service';
import type { TSubjectiveService } from './services/tiku/subjective.service';

/** Everything route handlers may use, built once in create-app-deps.ts. */
export type TAppDeps = {
  database: TDatabase;
  codec: TNodeEnvelopeCodec;
  /** Calls being answered (the shutdown waits for them). */
  inFlight: TInFlight;
  sessions: TSessionService;
  sites: TSiteRepository;
  pageSections: TPageSectionService;
  /** The law database: lists, search, reading, favourites. */
  laws: TLawService;
  /** Question bank: who may practise which bank. */
  bankAccess: TBankAccess;
  /** Question bank: banks, chapter trees with progress, papers. */
  tikuCatalog: TCatalogService;
  /** Practice sessions (chapter, paper, mistakes, favourites) and learning records. */
  tikuPractice: TPracticeService;
  /** The user's wrong-answer book. */
  tikuMistakes: TMistakesService;
  /** The user's favourite questions. */
  tikuFavorites: TQuestionFavoritesService;
  /** One question with the user's favourite, note and mistake; notes. */
  tikuPersonal: TQuestionPersonalService;
  /** Subjective practice: attempts and self-grading. */
  tikuSubjective: TSubjectiveService;
  rateLimiter: TRateLimiter;
  logins: TLoginService;
  accounts: TAccountService;
  users: TUserRepository;
  wechat: TWechatService;
  orgApplications: TOrgApplicationService;
  admin: TAdminService;
  /** Operator calls exist only when ADMIN_TOKEN is set. */
  adminToken: string | undefined;
  files: TFileStorage;
  /** The public URL of a stored avatar. */
  avatarUrl: (key: string) => string;
};
