import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../http/app-error';
import { sendError, sendPlainError } from '../http/envelope-reply';
import { toAppError } from '../http/to-app-error';

/** Calls of the encrypted API live under this prefix. */
export const API_PREFIX = '/flks/';

const isApiRequest = (request: FastifyRequest) => request.url.startsWith(API_PREFIX);

/** The message of what caused a reported failure (a provider's answer), without its stack. */
function causeOf(error: AppError): string | undefined {
  return error.cause instanceof Error ? error.cause.message : undefined;
}

/**
 * The one place errors become replies: logged once, answered with a catalogue code, never a
 * stack trace. Only the unexpected (5000) is logged at error, with the stack; a failure that
 * operators should hear of but that we expected (a provider down) at warn; refusals at info.
 */
export function registerErrorHandler(app: FastifyInstance, codec: TNodeEnvelopeCodec): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    const { code, msg } = appError;
    if (code === E.internalError) {
      request.log.error({ err: error, code }, 'request failed');
    } else if (appError.report) {
      request.log.warn({ code, reason: msg, cause: causeOf(appError) }, 'request failed');
    } else {
      request.log.info({ code, reason: msg }, 'request refused');
    }
    return isApiRequest(request)
      ? sendError(reply, codec, appError)
      : sendPlainError(reply, appError);
  });
}

/**
 * Unknown API paths get 4004 (4005 when the path exists for POST only); other unknown paths
 * fall through to `fallback` (the web app's deep links) or a plain 404.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  codec: TNodeEnvelopeCodec,
  callPaths: ReadonlySet<string>,
  fallback: (request: FastifyRequest) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      const path = request.url.split('?')[0] ?? '';
      const error = callPaths.has(path)
        ? new AppError(E.methodNotAllowed)
        : new AppError(E.callNotFound);
      request.log.info({ code: error.code, path }, 'request refused');
      return sendError(reply, codec, error);
    }
    if (fallback(request)) return reply.sendFile('index.html');
    return sendPlainError(reply, new AppError(E.callNotFound, '页面不存在'));
  });
}
