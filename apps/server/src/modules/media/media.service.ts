import { E, type TErrorCode } from '@yzfk/contract/error-codes';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import { AppError } from '../../platform/http/app-error';
import type { TAuth, TAuthSession } from '../../platform/http/auth';
import type { TStorage } from '../../platform/storage/storage';
import type { TAuthorisation } from '../identity/login.service';
import type { TMediaLinks } from './media-link';
import type { TMediaFile, TMediaRepository } from './media.repository';
import { registerMediaFile } from './register-media-file';
import type { TRegisterFile } from './media.types';

/**
 * How long a session's "holds an authorisation" may be reused by media requests (a video is
 * hundreds of range requests). A link is only ever made after a fresh check (signUrl), so this
 * bounds how long an authorisation that ran out or was withdrawn still plays: a minute.
 */
export const MEDIA_ACCESS_CACHE_TTL_MS = 60_000;

/** Media files rarely change; their rows are read once a minute at most per process. */
const FILE_CACHE_TTL_MS = 60_000;

/** Session errors that end a media link (no session, ended, forced offline, run out). */
const SESSION_ENDED_CODES = new Set<TErrorCode>([
  E.tokenInvalid,
  E.sessionEnded,
  E.forcedOffline,
  E.loginExpired,
]);

const FILE_ID = /^[1-9][0-9]{0,9}$/;
const INT32_MAX = 2_147_483_647;

type TDeps = {
  files: TMediaRepository;
  storage: TStorage;
  links: TMediaLinks;
  /** The session a link names, while it is live (the session service). */
  liveSession: (sessionId: string) => Promise<TAuth>;
  /** The valid authorisations a session reads under (the login service's rule). */
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
  /**
   * Whether a session may read a file of a code-protected book (access `book`): the book module
   * answers, as only it knows which user unlocked which book.
   */
  bookFileReadable: TBookFileReadable;
  /** Life of a link (MEDIA_URL_TTL_S). */
  urlTtlSeconds: number;
  now: () => Date;
};

/** The port through which the book module answers for files of code-protected books. */
export type TBookFileReadable = (session: TAuthSession, fileId: number) => Promise<boolean>;

/** A media file a link opened: what the route serves, and until when the link counts. */
export type TOpenedMedia = { file: TMediaFile; expiresAtS: number };

const HOUR_S = 3_600;

/**
 * The expiry of a cacheable link (covers): the normal life, rounded up to a whole hour. Every
 * link made within that hour is the same, so a browser keeps the image between refetches of a
 * list instead of loading it again under a new address each time.
 */
export function cacheableExpiryS(nowS: number, ttlS: number): number {
  return Math.ceil((nowS + ttlS) / HOUR_S) * HOUR_S;
}

/** The id in a media path, or undefined for anything but a positive 32-bit integer. */
export function parseMediaFileId(text: string): number | undefined {
  if (!FILE_ID.test(text)) return undefined;
  const id = Number(text);
  return id <= INT32_MAX ? id : undefined;
}

/** Media files: registering stored files, signing links after the access check, opening links. */
export function createMediaService(deps: TDeps) {
  const nowMs = () => deps.now().getTime();
  const fileCache = createTtlCache<number, TMediaFile>({
    ttlMs: FILE_CACHE_TTL_MS,
    maxEntries: 10_000,
    now: nowMs,
  });
  const accessCache = createTtlCache<string, boolean>({
    ttlMs: MEDIA_ACCESS_CACHE_TTL_MS,
    maxEntries: 100_000,
    now: nowMs,
  });

  async function findFile(id: number): Promise<TMediaFile> {
    const cached = fileCache.get(id);
    if (cached) return cached;
    const file = await deps.files.findById(id);
    if (!file) throw new AppError(E.mediaNotFound);
    fileCache.set(id, file);
    return file;
  }

  /** Whether a session holds a valid authorisation, checked afresh and remembered. */
  async function checkAuthorised(session: TAuthSession): Promise<boolean> {
    const authorised = (await deps.authsOf(session)).length > 0;
    accessCache.set(session.id, authorised);
    return authorised;
  }

  /** Whether a session may read a code-protected book's file, checked afresh and remembered. */
  async function checkBookFile(session: TAuthSession, fileId: number): Promise<boolean> {
    const readable = await deps.bookFileReadable(session, fileId);
    accessCache.set(`${session.id}#${fileId}`, readable);
    return readable;
  }

  /**
   * 5006 (无权限阅读) when the file is for authorised sessions and this one holds none, or is a
   * code-protected book's and this session's user has not unlocked that book.
   */
  async function assertAccess(
    session: TAuthSession,
    file: TMediaFile,
    fresh: boolean,
  ): Promise<void> {
    if (file.access === 'free') return;
    if (file.access === 'book') {
      const remembered = fresh ? undefined : accessCache.get(`${session.id}#${file.id}`);
      if (!(remembered ?? (await checkBookFile(session, file.id))))
        throw new AppError(E.noPermission);
      return;
    }
    const remembered = fresh ? undefined : accessCache.get(session.id);
    if (!(remembered ?? (await checkAuthorised(session)))) throw new AppError(E.noPermission);
  }

  return {
    /**
     * Records a file of the storage as a media file (course and book importers), storing its
     * bytes first when given; the same key again updates its row and keeps its id.
     */
    async registerFile(input: TRegisterFile): Promise<TMediaFile> {
      const file = await registerMediaFile(deps, input);
      fileCache.delete(file.id);
      return file;
    },

    /**
     * A signed link to a file for the caller's session (/flks/media/url): 4901 when there is no
     * such file, 5006 when it is for authorised sessions and the caller holds no authorisation.
     * `cacheable` (covers) rounds the expiry up to a whole hour (cacheableExpiryS).
     */
    async signUrl(
      auth: TAuth,
      fileId: number,
      options: { cacheable?: boolean } = {},
    ): Promise<{ url: string; expiresAt: string }> {
      const file = await findFile(fileId);
      await assertAccess(auth.session, file, true);
      const nowS = Math.floor(nowMs() / 1000);
      // A cacheable link is handed out again all hour long, so it lives at least an hour.
      const expiresAtS = options.cacheable
        ? cacheableExpiryS(nowS, Math.max(deps.urlTtlSeconds, HOUR_S))
        : nowS + deps.urlTtlSeconds;
      const url = deps.links.sign({ fileId: file.id, sessionId: auth.session.id, expiresAtS });
      return { url, expiresAt: new Date(expiresAtS * 1000).toISOString() };
    },

    /** A file's content type and size (4901 when there is none): what a reader is told. */
    async fileInfo(fileId: number): Promise<{ contentType: string; byteSize: number }> {
      const file = await findFile(fileId);
      return { contentType: file.contentType, byteSize: file.byteSize };
    },

    /**
     * The file a media request may be served, after every check of its link, in this order:
     * 4901 no such id; 4902 unsigned or forged (another file's or session's signature); 4903
     * run out; 4904 the session ended; 4901 the file is gone; 5006 no longer authorised.
     */
    async openLink(idText: string, query: unknown): Promise<TOpenedMedia> {
      const fileId = parseMediaFileId(idText);
      if (fileId === undefined) throw new AppError(E.mediaNotFound);
      const check = deps.links.check(fileId, query, Math.floor(nowMs() / 1000));
      if (!check.ok)
        throw new AppError(check.reason === 'expired' ? E.mediaLinkExpired : E.mediaLinkInvalid);
      let auth: TAuth;
      try {
        auth = await deps.liveSession(check.claims.sessionId);
      } catch (error) {
        if (error instanceof AppError && SESSION_ENDED_CODES.has(error.code)) {
          throw new AppError(E.mediaSessionEnded);
        }
        throw error;
      }
      const file = await findFile(fileId);
      await assertAccess(auth.session, file, false);
      return { file, expiresAtS: check.claims.expiresAtS };
    },
  };
}

export type TMediaService = ReturnType<typeof createMediaService>;
