import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeInfoV2Endpoint } from '../contract/store/store-info-v2';
import { mockEndpoint } from '../mocks';
import { createAppStore } from '../store';
import { storeApi } from './store-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('storeApi', () => {
  it('calls the contract path with the parameters and v, and yields the content', async () => {
    let seen: Record<string, unknown> = {};
    server.use(
      mockEndpoint(storeInfoV2Endpoint, (params) => {
        seen = params;
        return { httpStatus: 404 };
      }),
    );
    const store = createAppStore();
    const result = await store.dispatch(storeApi.endpoints.storeInfo.initiate({ storeId: 12 }));
    expect(seen).toEqual({ storeId: '12', v: 'web' });
    expect(result.error).toEqual({ code: 'shopNotFound', httpStatus: 404 });
  });
});
