import { EnvelopeError } from '@yzfk/contract/envelope-codec/wire-format';
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
    return error.reason === 'json' ? new AppError(4002) : new AppError(4001);
  }
  const { statusCode, code } = (error ?? {}) as TFrameworkError;
  if (statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(4013);
  if (statusCode === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError(4015);
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return new AppError(4000);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError(4000);
  }
  return new AppError(5000, undefined, { cause: error });
}
