import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type { listDownloadsCall, openDownloadCall } from '@yzfk/contract/calls/download';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth, TClient } from '../../platform/http/auth';
import { chinaDay } from '../../platform/china-time';
import type { TMediaService } from '../media/media.service';
import type { TDownloadAccessRule } from './download-access';
import { visitorKey } from '../../platform/http/visitor-key';
import type { TDownloadRepository } from './download.repository';

type TDeps = {
  downloads: TDownloadRepository;
  access: TDownloadAccessRule;
  media: TMediaService;
  now: () => Date;
};

/** The download area: the list with each file's lock for the caller, and opening a file. */
export function createDownloadService(deps: TDeps) {
  return {
    async list(
      auth: TAuth,
      filters: z.output<typeof listDownloadsCall.request>,
    ): Promise<TCallData<typeof listDownloadsCall>> {
      const { rows, total } = await deps.downloads.list(filters);
      const lockOf = deps.access(auth.session);
      const items = await Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          title: row.title,
          category: row.category,
          description: row.description,
          fileName: row.fileName,
          contentType: row.contentType,
          byteSize: row.byteSize,
          publishedAt: row.publishedAt.toISOString(),
          downloadCount: row.downloadCount,
          access: row.access,
          lockedBy: await lockOf(row.access),
        })),
      );
      return { items, total, page: filters.page, pageSize: filters.pageSize };
    },

    /**
     * A signed link to the file after the access check, and the download counted (once per
     * reader, file and day, China time): 4970 no such file, 4106 an anonymous visitor on an
     * authorised file, 4971 a user without an authorisation.
     */
    async open(
      auth: TAuth,
      client: TClient,
      downloadId: number,
    ): Promise<TCallData<typeof openDownloadCall>> {
      const file = await deps.downloads.find(downloadId);
      if (!file) throw new AppError(E.downloadNotFound);
      const lock = await deps.access(auth.session)(file.access);
      if (lock === 'login') throw new AppError(E.loginRequired);
      if (lock === 'authorisation') throw new AppError(E.downloadLocked);
      const link = await deps.media.signUrl(auth, file.mediaFileId);
      const downloadCount = await deps.downloads.countDownload(
        file.id,
        chinaDay(deps.now()),
        visitorKey(auth.session, client),
      );
      return {
        ...link,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.byteSize,
        downloadCount,
      };
    },
  };
}

export type TDownloadService = ReturnType<typeof createDownloadService>;
