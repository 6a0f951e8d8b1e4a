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

/** Everything route handlers may use, built once in create-app-deps.ts. */
export type TAppDeps = {
  database: TDatabase;
  codec: TNodeEnvelopeCodec;
  sessions: TSessionService;
  sites: TSiteRepository;
  pageSections: TPageSectionService;
  /** The law database: lists, search, reading, favourites. */
  laws: TLawService;
  /** Question bank: who may practise which bank. */
  bankAccess: TBankAccess;
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
