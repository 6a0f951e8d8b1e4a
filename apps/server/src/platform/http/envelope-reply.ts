import type { FastifyReply } from 'fastify';
import { errorEnvelope, okEnvelope } from '@yzfk/contract/envelope';
import { ENVELOPE_CONTENT_TYPE } from '@yzfk/contract/envelope-codec/wire-format';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import type { AppError } from './app-error';

/** Sends `{ code: 200, success: true, data }`, encrypted. */
export function sendOk(reply: FastifyReply, codec: TNodeEnvelopeCodec, data: unknown) {
  return reply.type(ENVELOPE_CONTENT_TYPE).send(codec.encrypt(okEnvelope(data)));
}

/** Sends an error envelope, encrypted, with the HTTP status of its code. */
export function sendError(reply: FastifyReply, codec: TNodeEnvelopeCodec, error: AppError) {
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply
    .status(error.httpStatus)
    .type(ENVELOPE_CONTENT_TYPE)
    .send(codec.encrypt(errorEnvelope(error.code, error.msg)));
}

/** Sends an error envelope as plain JSON, for paths outside the encrypted API. */
export function sendPlainError(reply: FastifyReply, error: AppError) {
  return reply.status(error.httpStatus).send(errorEnvelope(error.code, error.msg));
}
