import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { DEVELOPMENT_ENVELOPE_KEY } from '@yzfk/contract/envelope-codec/wire-format';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../http/app-error';
import { createLogger } from '../logger';
import { registerErrorHandler } from './error-handler';

type TLogLine = { level: number; msg: string; code?: number; err?: { stack?: string } };

// pino's numeric levels.
const INFO = 30;
const WARN = 40;
const ERROR = 50;

describe('error handler logging', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const codec = createNodeEnvelopeCodec(DEVELOPMENT_ENVELOPE_KEY);
    const logger: FastifyBaseLogger = createLogger('info', { write: (line) => lines.push(line) });
    app = Fastify({ loggerInstance: logger });
    registerErrorHandler(app, codec);
    app.post('/flks/off', () => {
      throw new AppError(E.unavailable, '微信登录暂未开放');
    });
    app.post('/flks/sms', () => {
      throw new AppError(E.smsFailed, undefined, {
        cause: new Error('gateway said isv.BUSINESS_LIMIT'),
      });
    });
    app.post('/flks/bug', () => {
      throw new TypeError('cannot read properties of undefined');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  /** The handler's line for one request (Fastify's own request lines left out). */
  async function logOf(url: string): Promise<TLogLine> {
    lines.length = 0;
    await app.inject({ method: 'POST', url });
    const parsed = lines.map((line) => JSON.parse(line) as TLogLine);
    const handled = parsed.filter((line) => line.code !== undefined);
    expect(handled).toHaveLength(1);
    return handled[0] as TLogLine;
  }

  it('logs a switched-off feature (5003) as a refusal at info, without a stack', async () => {
    const line = await logOf('/flks/off');
    expect(line).toMatchObject({ level: INFO, code: 5003, msg: 'request refused' });
    expect(JSON.stringify(line)).not.toContain('at ');
  });

  it("logs a provider's failure (4113) at warn with its cause, without a stack", async () => {
    const line = await logOf('/flks/sms');
    expect(line).toMatchObject({
      level: WARN,
      code: 4113,
      cause: 'gateway said isv.BUSINESS_LIMIT',
    });
    expect(line.err).toBeUndefined();
  });

  it('logs only the unexpected (5000) at error, with its stack', async () => {
    const line = await logOf('/flks/bug');
    expect(line).toMatchObject({ level: ERROR, code: 5000, msg: 'request failed' });
    expect(line.err?.stack).toContain('TypeError: cannot read properties of undefined');
  });
});
