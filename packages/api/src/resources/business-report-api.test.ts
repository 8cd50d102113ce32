import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessOrderListEndpoint } from '../contract/business/business-order-list';
import { buildBusinessOrder, mockEndpoint } from '../mocks';
import { createAppStore } from '../store';
import { businessReportApi } from './business-report-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** `count` rows of the order list, settled on 2026-11-23. */
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ ...buildBusinessOrder({ id: String(600 - index) }), settleDate: '2026-11-23' }));

describe('businessReportApi order list', () => {
  it('asks page after page, 10 rows each, and keeps every page in one entry until a short page ends the list', async () => {
    const sizes = [10, 3];
    server.use(
      mockEndpoint(businessOrderListEndpoint, ({ storeId, page, pageSize }) =>
        storeId === '7' && pageSize === '10' ? { content: { orders: rows(sizes[Number(page) - 1] ?? 0), page: Number(page) } } : { errorMsg: 'unexpected request' },
      ),
    );
    const store = createAppStore();
    const list = businessReportApi.endpoints.businessOrderList;
    const first = await store.dispatch(list.initiate({ storeId: 7 }));
    expect(first.data?.pages.map((page) => page.orders.length)).toEqual([10]);
    expect(list.select({ storeId: 7 })(store.getState()).hasNextPage).toBe(true);

    const second = await store.dispatch(list.initiate({ storeId: 7 }, { direction: 'forward' }));
    expect(second.data?.pages.map((page) => page.orders.length)).toEqual([10, 3]);
    expect(second.data?.pageParams).toEqual([1, 2]);
    expect(list.select({ storeId: 7 })(store.getState()).hasNextPage).toBe(false);
  });
});
