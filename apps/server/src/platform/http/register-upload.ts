import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import type { TUploadCall } from '@yzfk/contract/call';
import type { TAuth } from './auth';
import { sendOk } from './envelope-reply';
import { bearerToken, type TCallDeps } from './register-call';

export type TUploadContext = {
  auth: TAuth;
  request: FastifyRequest;
  /**
   * The uploaded file's bytes; undefined when the request is not multipart, has no file or the
   * file exceeds the call's maxBytes. Read after the handler's own checks (e.g. login first).
   */
  file: () => Promise<Buffer | undefined>;
};

export type TUploadDefinition<Data extends z.ZodType> = {
  call: TUploadCall<Data>;
  handler: (context: TUploadContext) => Promise<z.input<Data>>;
};

/**
 * Registers one upload call: POST multipart (one file in the field `file`, in its own plugin
 * scope so that multipart parsing exists for this route only), authenticated with an access
 * token, tracked in flight like every call, the reply data shaped by the contract schema and
 * sent as an encrypted envelope.
 */
export async function registerUpload<Data extends z.ZodType>(
  app: FastifyInstance,
  deps: TCallDeps,
  definition: TUploadDefinition<Data>,
): Promise<void> {
  const { call, handler } = definition;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: call.maxBytes + 1, files: 1, fields: 0, parts: 1 },
    });
    scope.post(call.path, (request, reply) => deps.inFlight.track(answer(request, reply)));
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const auth = await deps.authenticator.authenticate(bearerToken(request));
    const file = async (): Promise<Buffer | undefined> => {
      if (!request.isMultipart()) return undefined;
      const part = await request.file();
      if (!part) return undefined;
      try {
        const bytes = await part.toBuffer();
        return bytes.length > call.maxBytes ? undefined : bytes;
      } catch {
        return undefined;
      }
    };
    const data = call.data.parse(await handler({ auth, request, file }));
    return sendOk(reply, deps.codec, data);
  }
}
