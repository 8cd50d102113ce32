import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stub answers one request: an HTTP status and a JSON body (a string is sent as it is), or 'hang' (never answers). */
export type StubAnswer = { status: number; body: unknown } | 'hang';

/** One request a stub received: its headers and its whole body as text. */
export interface StubRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server on 127.0.0.1 (node:http, a free port) standing in for an outside service in tests:
 * each request's body is read whole and `answer` decides the reply. `close` also ends the hanging requests.
 */
export async function startStubServer(answer: (request: StubRequest) => StubAnswer): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const reply = answer({ headers: request.headers, body });
      if (reply === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json;charset=utf-8' });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
