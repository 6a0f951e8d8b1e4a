import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';
import { sendError, sendOk } from './envelope-reply';

const codec = createNodeEnvelopeCodec(randomBytes(32).toString('base64'));

describe('envelope replies', () => {
  it('compresses a large reply for a client that accepts it, adding to Vary', async () => {
    const app = Fastify();
    const large = { text: 'x'.repeat(20_000) };
    app.post('/large', (_request, reply) => sendOk(reply.header('vary', 'Origin'), codec, large));
    const reply = await app.inject({
      method: 'POST',
      url: '/large',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
    const text = brotliDecompressSync(reply.rawPayload).toString();
    expect(codec.decrypt(text)).toMatchObject({ code: 200, success: true, data: large });
    await app.close();
  });

  it('sends a small error as it is, with its status', async () => {
    const app = Fastify();
    app.post('/refused', (_request, reply) =>
      sendError(reply, codec, new AppError(E.invalidParams, '不行')),
    );
    const reply = await app.inject({
      method: 'POST',
      url: '/refused',
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(codec.decrypt(reply.body)).toMatchObject({ code: 4000, msg: '不行', success: false });
    await app.close();
  });
});
