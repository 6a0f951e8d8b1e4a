import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TDatabase } from './platform/db/database';
import type { TRateLimiter } from './platform/rate-limit/rate-limiter';
import type { TUserRepository } from './modules/identity/user.repository';
import type { TFileStorage } from './platform/storage/file-storage';
import type { TAccountService } from './modules/identity/account.service';
import type { TLoginService } from './modules/identity/login.service';
import type { TWechatService } from './modules/identity/wechat.service';
import type { TOrgApplicationService } from './modules/orguser/org-application.service';
import type { TAdminService } from './modules/admin/admin.service';
import type { TPageSectionService } from './modules/pagesection/page-section.service';
import type { TLawService } from './modules/law/law.service';
import type { TSessionService } from './modules/session/session.service';
import type { TSiteRepository } from './modules/session/site.repository';
import type { TBankAccess } from './modules/tiku/bank-access';
import type { TInFlight } from './platform/http/in-flight';
import type { TCatalogService } from './modules/tiku/catalog.service';
import type { TPracticeService } from './modules/tiku/practice.service';
import type { TMistakesService } from './modules/tiku/mistakes.service';
import type { TQuestionFavoritesService } from './modules/tiku/favorites.service';
import type { TQuestionPersonalService } from './modules/tiku/personal.service';
import type { TSubjectiveService } from './modules/tiku/subjective.service';

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
