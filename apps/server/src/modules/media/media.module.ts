import type { FastifyInstance } from 'fastify';
import type { TAuth, TAuthSession } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAuthorisation } from '../identity/login.service';
import { createMediaLinks } from './media-link';
import { createMediaRepository } from './media.repository';
import { registerMediaRoutes } from './media.routes';
import { createMediaService, type TBookFileReadable } from './media.service';

/** Media files (videos, audio, scans): storage, signed links, range-served GET /media/<id>. */
export function createMediaModule(
  { config, database, storage, now }: TPlatform,
  deps: {
    liveSession: (sessionId: string) => Promise<TAuth>;
    authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
    bookFileReadable: TBookFileReadable;
  },
) {
  const media = createMediaService({
    files: createMediaRepository(database.db),
    storage,
    links: createMediaLinks(config.TOKEN_SECRET),
    liveSession: deps.liveSession,
    authsOf: deps.authsOf,
    bookFileReadable: deps.bookFileReadable,
    urlTtlSeconds: config.MEDIA_URL_TTL_S,
    now,
  });
  return {
    media,
    async register(app: FastifyInstance, calls: TCallDeps) {
      await registerMediaRoutes(app, { ...calls, media, storageRoot: storage.localRoot, now });
    },
  };
}
