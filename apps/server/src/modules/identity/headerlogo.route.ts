import type { FastifyInstance } from 'fastify';
import { uploadHeaderLogoCall } from '@yzfk/contract/calls/auth-user';
import { E } from '@yzfk/contract/error-codes';
import type { TCallDeps } from '../../platform/http/register-call';
import { clientOf } from '../../platform/http/client-of';
import { registerUpload } from '../../platform/http/register-upload';
import type { TStorage } from '../../platform/storage/storage';
import type { TAccountService } from './account.service';
import { AVATAR_FOLDER, AVATAR_NAME } from './avatar';

/** Content types of avatars as they are served back. */
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Where uploaded avatars are served from. */
export const AVATAR_URL_PREFIX = '/files/avatars/';

/**
 * POST /flks/auth/edituser/headerlogo (the contract's upload call) and GET
 * /files/avatars/:key to serve avatars back.
 */
export async function registerHeaderLogoRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { accounts: TAccountService; storage: TStorage },
): Promise<void> {
  await registerUpload(app, deps, {
    call: uploadHeaderLogoCall,
    handler: ({ auth, request, file }) =>
      deps.accounts.setHeaderLogo(auth, clientOf(request), file),
  });
  app.get<{ Params: { key: string } }>(`${AVATAR_URL_PREFIX}:key`, async (request, reply) => {
    // Only names uploads create reach the storage: no `..`, no `/`, no other folder.
    const stream = AVATAR_NAME.test(request.params.key)
      ? await deps.storage.open(`${AVATAR_FOLDER}/${request.params.key}`)
      : undefined;
    if (!stream)
      return reply
        .status(404)
        .send({ code: E.callNotFound, msg: '文件不存在', success: false, data: null });
    const extension = request.params.key.split('.').pop() ?? '';
    return reply
      .type(TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}
