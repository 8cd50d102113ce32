import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { checkoutEndpoint, healthEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, failureOf } from '../test/test-app';
import { DEFAULT_HTTP_LIMITS } from './http-limits';

const LIMITS = { ...DEFAULT_HTTP_LIMITS, maxUrlLength: 2_000, maxHeaderBytes: 8_192, headersTimeoutMs: 400, requestTimeoutMs: 800 };

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp({ config: { wxMiniprogramLink: null, httpLimits: LIMITS } });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

/** Opens a raw connection to the listening server, collecting what it answers until it closes. */
async function rawConnection(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  return { socket, closed };
}

/** The status code and JSON body of a raw HTTP answer. */
function parseAnswer(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('HTTP limits', () => {
  it('answers a header block over maxHeaderBytes with HTTP 431 in the envelope', async () => {
    const { socket, closed } = await rawConnection();
    socket.write(`GET ${healthEndpoint.path} HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(10_000)}\r\n\r\n`);
    const { status, body } = parseAnswer(await closed);
    expect(status).toBe(431);
    expect(body).toEqual(failureOf('请求过大'));
  });

  it('answers a URL too long for the header limit with HTTP 431 in the envelope', async () => {
    const { socket, closed } = await rawConnection();
    socket.write(`GET /api/user/city/search/?name=${'x'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const { status, body } = parseAnswer(await closed);
    expect(status).toBe(431);
    expect(body).toEqual(failureOf('请求过大'));
  });

  it('answers a URL over maxUrlLength with HTTP 414 in the envelope, in the request’s language', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/user/city/search/?name=${'x'.repeat(2_100)}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(failureOf('the request is too large'));
  });

  it('refuses a body over maxBodyBytes (64 KiB) of any type by its Content-Length, JSON and plain text alike', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ storeId: 1, note: 'x'.repeat(70 * 1024) })],
      ['text/plain', 'x'.repeat(200 * 1024)],
    ] as const) {
      const response = await testApp.app.inject({ method: 'POST', url: checkoutEndpoint.path, headers: { 'content-type': type }, payload });
      expect(response.json(), type).toEqual(failureOf('invalid parameter: body'));
    }
  });

  it('closes a connection whose headers arrive too slowly, answering HTTP 408 in the envelope', async () => {
    const { socket, closed } = await rawConnection();
    const started = Date.now();
    socket.write(`GET ${healthEndpoint.path} HTTP/1.1\r\nHost: localhost\r\n`);
    // One header line every 100 ms, never the blank line that ends them.
    const drip = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
    const answer = await closed;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(3_000);
    const { status, body } = parseAnswer(answer);
    expect(status).toBe(408);
    expect(body).toEqual(failureOf('请求超时，请重试'));
  });
});
