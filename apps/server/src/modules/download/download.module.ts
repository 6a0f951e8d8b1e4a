import type { FastifyInstance } from 'fastify';
import type { TAuthSession } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAuthorisation } from '../identity/login.service';
import type { TMediaService } from '../media/media.service';
import { chinaDay } from '../../platform/china-time';
import { createDownloadAccess } from './download-access';
import { createDownloadRepository } from './download.repository';
import { registerDownloadRoutes } from './download.routes';
import { createDownloadService } from './download.service';
import { createDownloadSearchSource } from './download-search-source';

/** The download area (/DownloadList): files by category, opened through signed media links. */
export function createDownloadModule(
  { database, now, housekeeping }: TPlatform,
  deps: {
    authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
    media: TMediaService;
  },
) {
  const repository = createDownloadRepository(database.db);
  // Yesterday's download records can never count again: the housekeeping job deletes them.
  housekeeping.addStep({
    name: 'download_records',
    deleteBatch: (at, limit) => repository.deleteRecordsBefore(chinaDay(at), limit),
  });
  const downloads = createDownloadService({
    downloads: repository,
    access: createDownloadAccess({ authsOf: deps.authsOf }),
    media: deps.media,
    now,
  });
  return {
    /** Its entries in the global search's index. */
    searchSource: createDownloadSearchSource(database.db),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerDownloadRoutes(app, { ...calls, downloads });
    },
  };
}
