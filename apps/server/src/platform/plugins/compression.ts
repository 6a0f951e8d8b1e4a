import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Replies below this size go out as they are. API replies are the encrypted envelope: base64 of
 * ciphertext, which compresses to about three quarters only, so a smaller reply saves less than
 * a network packet for the CPU it costs (decision 0010).
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;

/**
 * Compresses dynamic replies of compressible types (brotli at quality 4, else gzip) above the
 * threshold. Built assets are not compressed here: they are sent precompressed from the build
 * (the static plugin sets their Content-Encoding, which this plugin leaves alone).
 * Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
