import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { TDatabase } from './db/database';
import type { TPageSectionService } from './services/page-section.service';
import type { TSessionService } from './services/session.service';
import type { TSiteRepository } from './repositories/site.repository';

/** Everything route handlers may use, built once in create-app-deps.ts. */
export type TAppDeps = {
  database: TDatabase;
  codec: TNodeEnvelopeCodec;
  sessions: TSessionService;
  sites: TSiteRepository;
  pageSections: TPageSectionService;
};
