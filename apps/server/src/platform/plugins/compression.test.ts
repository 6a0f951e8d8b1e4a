import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression';

describe('reply compression', () => {
  let app: FastifyInstance;
  const large = 'A1b2C3d4'.repeat(COMPRESS_THRESHOLD_BYTES / 4);
  // What an encrypted envelope looks like: base64 of random bytes.
  const envelope = randomBytes(60_000).toString('base64');
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.post('/large', (_request, reply) => reply.type('text/plain; charset=utf-8').send(large));
    app.post('/envelope', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(envelope),
    );
    app.post('/small', (_request, reply) => reply.type('text/plain; charset=utf-8').send('short'));
  });
  afterAll(() => app.close());

  const post = (url: string, acceptEncoding: string) =>
    app.inject({ method: 'POST', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends a large reply in brotli when the browser accepts it, else gzip', async () => {
    const br = await post('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(large.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large);
    expect((await post('/large', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('takes the base64 overhead off an encrypted envelope in both encodings', async () => {
    const gzip = await post('/envelope', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(envelope.length * 0.77);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(envelope);
    const br = await post('/envelope', 'br');
    expect(br.rawPayload.length).toBeLessThan(envelope.length * 0.77);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(envelope);
  });

  it('leaves small replies and clients without compression alone', async () => {
    const small = await post('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('short');
    expect((await post('/large', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});
