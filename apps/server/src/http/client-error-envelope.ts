import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failEnvelope, type ErrorMessageCode } from '@luggage/api/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';

/** The HTTP status and catalogue message of a request Node refused while reading it. */
function refusalOf(error: ConnectionError): { status: number; code: ErrorMessageCode; values?: Record<string, string> } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'requestTimedOut' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'requestTooLarge' };
  return { status: 400, code: 'invalidParameter', values: { field: 'request' } };
}

/**
 * Answers a request Node could not read (Fastify's clientErrorHandler): headers or request too slow (HTTP
 * 408 'requestTimedOut'), request line and headers too long (HTTP 431 'requestTooLarge'), anything else
 * malformed (HTTP 400 'invalid parameter: request'), each in the failure envelope (Chinese: the headers
 * were not read), then closes the connection. A connection already gone gets nothing.
 */
export function clientErrorEnvelope(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, values } = refusalOf(error);
  this.log.info({ code: error.code }, 'refused client connection');
  if (socket.writable) {
    const body = JSON.stringify(failEnvelope(code, 'zh', values));
    const head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close`;
    socket.end(`${head}\r\n\r\n${body}`);
  }
  socket.destroySoon();
}
