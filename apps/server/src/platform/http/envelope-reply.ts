import type { FastifyReply } from 'fastify';
import { errorEnvelope, okEnvelope } from '@yzfk/contract/envelope';
import { ENVELOPE_CONTENT_TYPE } from '@yzfk/contract/envelope-codec/wire-format';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { AppError } from './app-error';
import { encodeForClient } from './reply-compression';

/** Sends an encrypted body, compressed when the client accepts it and it is large. */
function sendEncrypted(reply: FastifyReply, encrypted: string) {
  const { body, encoding } = encodeForClient(encrypted, reply.request.headers['accept-encoding']);
  if (encoding) {
    // Added to what is there (CORS varies by Origin).
    const vary = reply.getHeader('vary');
    const others = typeof vary === 'string' && vary ? `${vary}, ` : '';
    void reply.header('content-encoding', encoding).header('vary', `${others}Accept-Encoding`);
  }
  return reply.type(ENVELOPE_CONTENT_TYPE).send(body);
}

/** Sends `{ code: 200, success: true, data }`, encrypted. */
export function sendOk(reply: FastifyReply, codec: TNodeEnvelopeCodec, data: unknown) {
  return sendEncrypted(reply, codec.encrypt(okEnvelope(data)));
}

/** Sends an error envelope, encrypted, with the HTTP status of its code. */
export function sendError(reply: FastifyReply, codec: TNodeEnvelopeCodec, error: AppError) {
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return sendEncrypted(
    reply.status(error.httpStatus),
    codec.encrypt(errorEnvelope(error.code, error.msg)),
  );
}

/** Sends an error envelope as plain JSON, for paths outside the encrypted API. */
export function sendPlainError(reply: FastifyReply, error: AppError) {
  return reply.status(error.httpStatus).send(errorEnvelope(error.code, error.msg));
}
