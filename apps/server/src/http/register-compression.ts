import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves too little to pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size (in memory already, as every API answer is) are compressed in one call; larger
 * ones go through a compression stream. The plugin's default on 2 cores is 8 KiB, which sent a nearby
 * search (~16 KiB of JSON) through a stream and a brotli context made for it: ~1.3 ms of CPU per answer,
 * where one call at quality 4 took ~0.25 ms. Brotli at quality 3 compresses 64 KiB in under 1 ms, a short
 * enough hold of the event loop.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Compresses /api answers (and any other answer) above COMPRESSION_THRESHOLD_BYTES with brotli or gzip, as
 * the client accepts: a nearby search or an order list is mostly repeated keys and shrinks several times,
 * which matters on station Wi-Fi. Brotli at quality 3, not the library default 11, which costs tens of
 * milliseconds of CPU per answer: on nearby searches at a million shops (16 KiB of JSON) quality 3 took 60 %
 * of quality 4's CPU for 3 % more bytes (3.36 KB against 3.26 KB); quality 2 saved little more CPU for 7 %
 * more bytes. The apps' files already have their compressed copies (register-app-files): an answer that
 * already has a Content-Encoding is left alone. Requests are never decompressed: no client of ours
 * compresses what it sends, and a compressed body would only be a way round the body limits.
 * Register before the routes.
 */
export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    globalDecompression: false,
  });
}
