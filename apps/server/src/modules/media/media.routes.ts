import type { FastifyInstance, FastifyReply } from 'fastify';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { getMediaUrlCall } from '@yzfk/contract/calls/media';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { sendPlainError } from '../../platform/http/envelope-reply';
import { registerSessionCall, type TCallDeps } from '../../platform/http/register-call';
import { checkByteRange } from './byte-range';
import { MEDIA_PATH } from './media-link';
import type { TMediaService } from './media.service';

type TDeps = TCallDeps & {
  media: TMediaService;
  /** The storage's folder on this machine; undefined for a remote store (not served here). */
  storageRoot: string | undefined;
  now: () => Date;
};

/**
 * POST /flks/media/url (a signed link, access-checked) and GET /media/<id>?exp&sid&sig: the file
 * itself, for media elements, which cannot send the bearer header. The link is checked (the
 * service), the Range header too (416 here with a JSON body), then @fastify/static's send serves
 * the bytes: ranges (206, Content-Range), ETag, Last-Modified, 304. Refusals are plain JSON
 * `{ code, msg }` with the catalogue's status (docs/api.md, Media).
 */
export async function registerMediaRoutes(app: FastifyInstance, deps: TDeps): Promise<void> {
  registerSessionCall(app, deps, getMediaUrlCall, ({ body, auth }) =>
    deps.media.signUrl(auth, body.fileId),
  );

  // A scope of its own: the static plugin's reply decorator for the storage folder, and a
  // not-found reply of the media catalogue for every path under /media.
  await app.register(
    async (scope) => {
      const root = deps.storageRoot;
      if (root) {
        // A fresh data folder has no storage folder yet; the plugin wants it to exist.
        await mkdir(root, { recursive: true });
        await scope.register(fastifyStatic, {
          root,
          serve: false,
          index: false,
          // Cache-Control is ours (private); the content type is the registered one.
          cacheControl: false,
        });
      }
      // A refusal after the media headers were set (send found no file, or failed) must not go
      // out as the media type: the reply becomes JSON again, and no cache may keep it.
      const asJson = (reply: FastifyReply) =>
        reply.removeHeader('cache-control').type('application/json; charset=utf-8');
      scope.setNotFoundHandler((_request, reply) =>
        sendPlainError(asJson(reply), new AppError(E.mediaNotFound)),
      );
      const answerError = scope.errorHandler;
      scope.setErrorHandler(function (error, request, reply) {
        return answerError.call(this, error, request, asJson(reply));
      });

      scope.get<{ Params: { id: string } }>(
        '/:id',
        // Sent as stored: only encrypted API replies are compressed (platform/http/reply-compression).
        async (request, reply) => {
          const { file, expiresAtS } = await deps.media.openLink(request.params.id, request.query);
          if (!root) throw new AppError(E.unavailable);
          const range = checkByteRange(request.headers.range, file.byteSize);
          if (range.kind === 'refused') {
            void reply
              .header('content-range', `bytes */${file.byteSize}`)
              .header('accept-ranges', 'bytes');
            request.log.info({ range: request.headers.range, reason: range.reason }, 'range');
            return sendPlainError(reply, new AppError(E.mediaRangeInvalid));
          }
          const secondsLeft = Math.max(0, expiresAtS - Math.floor(deps.now().getTime() / 1000));
          // The link is unique to its session and expiry: a browser may keep the bytes as long
          // as the link counts, and no shared cache may keep them at all.
          void reply
            .header('cache-control', `private, max-age=${secondsLeft}`)
            .type(file.contentType);
          return reply.sendFile(file.storageKey, root, { contentType: false });
        },
      );
    },
    { prefix: MEDIA_PATH },
  );
}
