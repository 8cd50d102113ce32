import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The MSW server of a test file; call once at the top of the file. It answers with `handlers` (tests add
 * their own with `server.use`) and fails a test on any request nothing answers. After each test the
 * handlers a test added are reset (the dom preset unmounts the screen and resets storage, the clock,
 * stubbed globals and spies), so no test sees what another left; the server closes after the file.
 */
export function setUpMsw(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
