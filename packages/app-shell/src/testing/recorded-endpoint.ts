import type { Endpoint } from '@luggage/api/contract';
import { mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import type { HttpHandler } from 'msw';

/**
 * A contract endpoint's mock (see mockEndpoint) that first records the parameters of each request as sent
 * (query for GET, JSON body for POST) in `log`, e.g. a {@link requestLog}, then answers what `answer` makes
 * of them, so a test can assert what the screen sent.
 */
export function recordedEndpoint<E extends Endpoint>(
  endpoint: E,
  log: Record<string, unknown>[],
  answer: (params: Record<string, unknown>) => MockAnswer<E>,
): HttpHandler {
  return mockEndpoint(endpoint, (params) => {
    log.push(params);
    return answer(params);
  });
}
