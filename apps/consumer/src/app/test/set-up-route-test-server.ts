import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * The MSW server of a route test file: listening for the file's tests (an unanswered request fails the
 * test), and after each test its handlers, local storage and the fake clock are reset and `afterEachTest`
 * runs (e.g. to forget the requests a test recorded). Call once at the top of the file.
 */
export function setUpRouteTestServer(afterEachTest?: () => void) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    afterEachTest?.();
    localStorage.clear();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
