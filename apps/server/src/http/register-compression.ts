import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves too little to pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses /api answers (and any other answer) above COMPRESSION_THRESHOLD_BYTES with brotli or gzip, as
 * the client accepts: a nearby search or an order list is mostly repeated keys and shrinks several times,
 * which matters on station Wi-Fi. Brotli at quality 4, not the library default 11, which costs tens of
 * milliseconds of CPU per answer. The apps' files already have their compressed copies (register-app-files):
 * an answer that already has a Content-Encoding is left alone. Requests are never decompressed: no client
 * of ours compresses what it sends, and a compressed body would only be a way round the body limits.
 * Register before the routes.
 */
export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
