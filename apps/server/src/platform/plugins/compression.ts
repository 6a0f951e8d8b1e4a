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
 * Compresses dynamic replies of compressible types above the threshold, for base64 text: every
 * large dynamic reply is an encrypted envelope, whose ciphertext has no repeats for a matcher to
 * find. What compression can win is the base64 overhead (to about 0.75), and a Huffman code of
 * the 64-letter alphabet wins all of it: gzip with Huffman only, or brotli at quality 1, costs
 * about 1 ms for a 100-question exam paper where brotli 4 took 2 ms and default gzip 9 ms for the
 * same size (decision 0010; an exam start under load was bound by exactly that). Built assets are not compressed here: they are sent precompressed from the build
 * (the static plugin sets their Content-Encoding, which this plugin leaves alone).
 * Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1, strategy: constants.Z_HUFFMAN_ONLY },
  });
}
