import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * The MSW server of a test file; call once at the top of the file. It answers with `handlers` (tests add
 * their own with `server.use`) and fails a test on any request nothing answers. After each test the
 * screen is unmounted, then the handlers a test added, local storage, the clock (fake timers), stubbed
 * globals and spies are reset, so no test sees what another left; the server closes after the file.
 */
export function setUpMsw(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Unmounted first: a screen's last effects must not write into the next test's storage.
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
