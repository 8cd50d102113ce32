import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorEnvelope } from './client-error-envelope';
import { frameworkErrorEnvelope } from './framework-error-envelope';

/**
 * How much a request may be and how long a client may take (HTTP_* settings, see loadConfig): a client that
 * sends its headers or its request slowly, or holds an idle connection, is cut off instead of holding a
 * socket forever; an over-long URL or header block is answered in the envelope.
 */
export interface HttpLimits {
  /** Most bytes of the request line and headers together (Node's maxHeaderSize): more → HTTP 431. */
  maxHeaderBytes: number;
  /**
   * Most bytes of a request body on routes without a limit of their own (Fastify's bodyLimit, also the JSON
   * parser's): more → 'invalid parameter: body', refused by its Content-Length before it is read.
   */
  maxBodyBytes: number;
  /** Most characters of a URL, path and query (registerUrlLimit): more → HTTP 414. */
  maxUrlLength: number;
  /** The request line and headers must arrive within this many ms (Node's headersTimeout): else HTTP 408. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this many ms (Node's requestTimeout): else HTTP 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms (longer than a proxy's, so the proxy closes first). */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this many ms is closed (Fastify's connectionTimeout). */
  idleTimeoutMs: number;
}

/** The limits when no setting says otherwise. */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  maxHeaderBytes: 16_384,
  maxBodyBytes: 64 * 1024,
  maxUrlLength: 8_192,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 120_000,
};

/** How often Node looks for connections past their headers or request time-out: at most this many ms late. */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * Fastify's server options for `limits`: Node's header size and time-outs, Fastify's body limit and time-outs, and the
 * answers in the envelope to what Node and Fastify refuse before a route runs (see clientErrorEnvelope and
 * frameworkErrorEnvelope).
 */
export function httpServerOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, limits.headersTimeoutMs),
    },
    bodyLimit: limits.maxBodyBytes,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    clientErrorHandler: clientErrorEnvelope,
    frameworkErrors: frameworkErrorEnvelope,
  };
}
