import type { FastifyInstance } from 'fastify';
import { listDownloadsCall, openDownloadCall } from '@yzfk/contract/calls/download';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import type { TDownloadService } from './download.service';
import { clientOf } from '../../platform/http/client-of';

/** The download area: list and open for any session (open checks the file's access rule). */
export function registerDownloadRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { downloads: TDownloadService },
): void {
  registerSessionCall(app, deps, listDownloadsCall, ({ body, auth }) =>
    deps.downloads.list(auth, body),
  );
  registerSessionCall(app, deps, openDownloadCall, ({ body, auth, request }) =>
    deps.downloads.open(auth, clientOf(request), body.downloadId),
  );
}
