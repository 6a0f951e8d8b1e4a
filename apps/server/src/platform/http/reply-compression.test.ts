import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, encodeForClient } from './reply-compression';

// What an encrypted envelope looks like: base64 of random bytes.
const envelope = randomBytes(60_000).toString('base64');
const bytes = (body: Buffer | string) => (typeof body === 'string' ? Buffer.from(body) : body);

describe('compressing encrypted replies', () => {
  it('takes the base64 overhead off in brotli when the client accepts it, else gzip', () => {
    const br = encodeForClient(envelope, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(envelope.length * 0.77);
    expect(brotliDecompressSync(bytes(br.body)).toString()).toBe(envelope);
    const gzip = encodeForClient(envelope, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(envelope.length * 0.77);
    expect(gunzipSync(bytes(gzip.body)).toString()).toBe(envelope);
  });

  it('respects q-values: a coding the client refuses is never sent', () => {
    expect(encodeForClient(envelope, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodeForClient(envelope, 'br;q=0.5, gzip;q=0.9').encoding).toBe('gzip');
    expect(encodeForClient(envelope, 'deflate').encoding).toBeUndefined();
  });

  it('compresses a body that begins like a zlib header, which a pass-through would mislabel', () => {
    // "x^" : 0x78 0x5e is a valid zlib header (0x785e % 31 === 0), and base64 can begin so.
    const lookalike = `x^${envelope}`;
    expect(((0x78 << 8) + 0x5e) % 31).toBe(0);
    for (const accept of ['br', 'gzip']) {
      const encoded = encodeForClient(lookalike, accept);
      const decode = accept === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(bytes(encoded.body)).toString()).toBe(lookalike);
    }
  });

  it('leaves small replies and clients without compression alone', () => {
    const small = 'A'.repeat(COMPRESS_THRESHOLD_BYTES - 1);
    expect(encodeForClient(small, 'br')).toEqual({ body: small, encoding: undefined });
    expect(encodeForClient(envelope, undefined).encoding).toBeUndefined();
    expect(encodeForClient(envelope, 'identity').encoding).toBeUndefined();
  });
});
