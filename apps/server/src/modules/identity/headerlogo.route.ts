import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  HEADER_LOGO_MAX_BYTES,
  HEADER_LOGO_PATH,
  ZHeaderLogoDataSchema,
} from '@yzfk/contract/calls/auth-user';
import type { TAppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { sendOk } from '../../platform/http/envelope-reply';
import { bearerToken } from '../../platform/http/register-call';
import { avatarKind } from './avatar';

/** Content types of avatars as they are served back. */
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * POST /flks/auth/edituser/headerlogo (multipart, field `file`; the reply is an envelope) and
 * GET /files/avatars/:key to serve avatars back. Its own plugin scope so that multipart
 * parsing exists for this route only.
 */
export async function registerHeaderLogoRoutes(
  app: FastifyInstance,
  deps: TAppDeps,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: HEADER_LOGO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
    });
    scope.post(HEADER_LOGO_PATH, async (request, reply) => {
      const auth = await deps.sessions.authenticate(bearerToken(request));
      const user = await deps.accounts.requireUser(auth);
      if (!request.isMultipart()) throw new AppError(4107);
      const file = await request.file();
      if (!file) throw new AppError(4107);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError(4107);
      }
      const kind = avatarKind(bytes);
      const key = await deps.files.put('avatars', bytes, kind.extension);
      await deps.users.update(user.id, { headerLogo: key });
      return sendOk(
        reply,
        deps.codec,
        ZHeaderLogoDataSchema.parse({ headerlogo: deps.avatarUrl(key) }),
      );
    });
  });
  app.get<{ Params: { key: string } }>('/files/avatars/:key', (request, reply) => {
    const stream = deps.files.open('avatars', request.params.key);
    if (!stream)
      return reply.status(404).send({ code: 4004, msg: '文件不存在', success: false, data: null });
    const extension = request.params.key.split('.').pop() ?? '';
    return reply
      .type(TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}
