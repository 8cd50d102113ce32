import type { FastifyServerOptions } from 'fastify';

/**
 * Fields the log never shows, wherever a request body, its parameters or an error carry them: the ID
 * number of real-name verification (and its name in Tencent FaceID's request, IdCard). Pino replaces their
 * values with '[redacted]'.
 */
export const LOG_REDACT_PATHS = ['idNumber', '*.idNumber', '*.*.idNumber', 'IdCard', '*.IdCard', '*.*.IdCard'];

/** Fastify's logger option with {@link LOG_REDACT_PATHS} redacted; off stays off. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } };
}
