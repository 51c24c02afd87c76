import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers shorter than this are sent as they are: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers built per request (JSON envelopes, the OpenAPI document, outbox pages)
 * over 1 KB, brotli first, then gzip. Brotli runs at quality 4: near gzip's speed with a
 * smaller result; the build's own files are compressed once at their best quality instead
 * (apps/web/build/precompress.ts, served by @fastify/static). Request bodies are not
 * decompressed: no client sends them compressed, and it would be one more way in.
 * Documents (PDF, images) are not compressible types, so their byte ranges stay exact.
 */
export async function useCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
