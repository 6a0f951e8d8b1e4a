import type { FastifyInstance } from 'fastify';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../http/app-error';
import { toAppError } from '../http/to-app-error';

/**
 * Request bodies are envelope text (text/plain). Any other content type is refused with 4015;
 * undecryptable text gets 4001 and decrypted non-JSON 4002 (see toAppError).
 */
export function registerEnvelopeParser(app: FastifyInstance, codec: TNodeEnvelopeCodec): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, codec.decrypt(body as string));
    } catch (error) {
      done(toAppError(error), undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(new AppError(E.unsupportedMediaType), undefined);
  });
}
