import { EnvelopeError } from '@yzfk/contract/envelope-codec/wire-format';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';

type TFrameworkError = { statusCode?: unknown; code?: unknown };

/**
 * Turns anything thrown while handling a request into the AppError the client is told about.
 * Client mistakes that Fastify itself detects (too large, wrong media type, bad length) keep a
 * 4xx code; anything unknown becomes 5000 and is reported.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof EnvelopeError) {
    return error.reason === 'json'
      ? new AppError(E.malformedJson)
      : new AppError(E.undecryptableBody);
  }
  const { statusCode, code } = (error ?? {}) as TFrameworkError;
  if (statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError(E.bodyTooLarge);
  if (statusCode === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AppError(E.unsupportedMediaType);
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return new AppError(E.invalidParams);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError(E.invalidParams);
  }
  return new AppError(E.internalError, undefined, { cause: error });
}
