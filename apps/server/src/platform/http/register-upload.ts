import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import type { TUploadCall } from '@yzfk/contract/call';
import type { TAuth } from './auth';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';
import { sendOk } from './envelope-reply';
import { bearerToken, type TCallDeps } from './register-call';

export type TUploadContext = {
  auth: TAuth;
  request: FastifyRequest;
  /**
   * The uploaded file's bytes; undefined when the request is not multipart or the file exceeds
   * the call's maxBytes; 4006 when the multipart body cannot be read. Read after the handler's
   * own checks (e.g. login first).
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
    const file = () => readOneFile(request, call.maxBytes);
    const data = call.data.parse(await handler({ auth, request, file }));
    return sendOk(reply, deps.codec, data);
  }
}

/**
 * The bytes of the one part `file` of a multipart request; undefined when the request is not
 * multipart or the file exceeds maxBytes (the handler says what it accepts). A multipart body
 * the parser cannot read (no or another boundary, cut off, a part without headers, a field, a
 * second part, no file at all) is 4006: each used to be a 500 or a misleading code (issue 27).
 */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) return undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (bytes || part.type !== 'file' || part.fieldname !== 'file') {
        throw new AppError(E.malformedUpload);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return undefined;
    throw new AppError(E.malformedUpload, undefined, { cause: error });
  }
  if (!bytes) throw new AppError(E.malformedUpload);
  return bytes.length > maxBytes ? undefined : bytes;
}
