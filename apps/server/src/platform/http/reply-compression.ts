import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * Replies below this size go out as they are: the saving is under one network packet and not
 * worth the CPU on a two-core machine (decision 0010).
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;

/** The codings we send, best first when the client likes them equally. */
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * An encrypted envelope is base64 of ciphertext: nothing repeats, so string matching finds
 * nothing and only the entropy coding of the 64-letter alphabet wins (to about 0.75 of the size).
 * Huffman-only gzip and brotli at quality 1 win all of it for about 1 ms on a 100-question
 * paper, where default gzip took 9 ms.
 */
const compressors = {
  br: (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 1, strategy: constants.Z_HUFFMAN_ONLY }),
};

/** A reply body as it goes out: compressed with `encoding`, or as it was. */
export type TEncodedBody = { body: Buffer | string; encoding: 'br' | 'gzip' | undefined };

/**
 * Compresses an encrypted reply for a client that accepts br or gzip (by its Accept-Encoding,
 * q-values respected), when it is large enough to be worth it. We compress here rather than
 * through @fastify/compress: that plugin passes through, still labelled as compressed, any body
 * whose first two bytes look like a zlib header, and about one base64 envelope in 400 does.
 */
export function encodeForClient(text: string, acceptEncoding: string | undefined): TEncodedBody {
  if (!acceptEncoding || Buffer.byteLength(text) < COMPRESS_THRESHOLD_BYTES) {
    return { body: text, encoding: undefined };
  }
  const encoding = negotiator.negotiate(acceptEncoding) ?? undefined;
  if (!encoding) return { body: text, encoding: undefined };
  return { body: compressors[encoding](Buffer.from(text)), encoding };
}
