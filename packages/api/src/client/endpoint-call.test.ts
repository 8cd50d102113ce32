import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { citySearchEndpoint } from '../contract/city/city-search';
import { sendSmsCodeEndpoint } from '../contract/user/send-sms-code';
import { storeInventoryEndpoint } from '../contract/store/store-inventory';
import { editOrderEndpoint } from '../contract/order/edit-order';
import { loggedIn } from '../session';
import { signPayload } from '../signing';
import { createAppStore } from '../store';
import { cityApi } from '../resources/city-api';
import { orderApi } from '../resources/order-api';
import { storeApi } from '../resources/store-api';
import { userApi } from '../resources/user-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What reached the server: the payload as sent (query string or body text) and whether its Sign matches it. */
interface Sent {
  payload: string;
  isSigned: boolean;
}

/** Answers `path` with `content`, keeping what was sent in `sent`. */
function answer(method: 'get' | 'post', path: string, content: unknown, sent: Sent[]) {
  return http[method](`*${path}`, async ({ request }) => {
    const payload = method === 'get' ? new URL(request.url).search.slice(1) : await request.text();
    sent.push({ payload, isSigned: request.headers.get('Sign') === signPayload(payload, request.headers.get('Timestamp') ?? '') });
    return HttpResponse.json({ status: 1, content });
  });
}

const inventoryDay = (date: string) => ({ date, inventory: [{ goodsId: 1, count: 3, price: 2000, discount: 2000 }] });

describe('endpointCall', () => {
  it('GET: sends and signs days as yyyymmdd, and hands the app the answer’s days as yyyy-MM-dd', async () => {
    const sent: Sent[] = [];
    server.use(answer('get', storeInventoryEndpoint.path, { days: [inventoryDay('20261123'), inventoryDay('20261124')] }, sent));
    const store = createAppStore();
    const result = await store.dispatch(storeApi.endpoints.storeInventory.initiate({ storeId: 12, startDate: '2026-11-23', endDate: '2026-11-24' }));
    expect(sent).toEqual([{ payload: 'storeId=12&startDate=20261123&endDate=20261124&v=web', isSigned: true }]);
    expect(result.data?.days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('POST: sends and signs days as yyyymmdd in the JSON body', async () => {
    const sent: Sent[] = [];
    server.use(answer('post', editOrderEndpoint.path, { orderId: '501', status: 'paid', storeStatus: 110 }, sent));
    const store = createAppStore();
    store.dispatch(loggedIn({ area: 'user', session: { userId: '7', userToken: 't'.repeat(64), phone: '+86 13800138000' } }));
    await store.dispatch(orderApi.endpoints.editOrder.initiate({ orderId: '501', startDate: '2026-11-25', endDate: '2026-11-26', reason: '' }));
    expect(sent).toEqual([{ payload: '{"orderId":"501","startDate":"20261125","endDate":"20261126","reason":"","v":"web"}', isSigned: true }]);
  });

  it('sends every other parameter exactly as given, and never refuses one itself: a day that does not encode goes as given, for the server to judge', async () => {
    const sent: Sent[] = [];
    server.use(
      answer('get', storeInventoryEndpoint.path, { days: [] }, sent),
      answer('get', citySearchEndpoint.path, [], sent),
      answer('post', sendSmsCodeEndpoint.path, { resendAfter: 60 }, sent),
    );
    const store = createAppStore();
    await store.dispatch(storeApi.endpoints.storeInventory.initiate({ storeId: '12', startDate: '2026-02-30', endDate: '2026-11-24' }));
    await store.dispatch(cityApi.endpoints.citySearch.initiate({ name: ' 上海 ' }));
    await store.dispatch(userApi.endpoints.sendSmsCode.initiate({ phone: '138 0013 8000' }));
    expect(sent.map(({ payload }) => payload)).toEqual([
      'storeId=12&startDate=2026-02-30&endDate=20261124&v=web',
      new URLSearchParams({ name: ' 上海 ', v: 'web' }).toString(),
      '{"phone":"138 0013 8000","v":"web"}',
    ]);
  });

  it('hands on content its response schema refuses as received', async () => {
    server.use(answer('get', storeInventoryEndpoint.path, { days: [inventoryDay('2026-11-23')] }, []));
    const store = createAppStore();
    const result = await store.dispatch(storeApi.endpoints.storeInventory.initiate({ storeId: 12, startDate: '2026-11-23', endDate: '2026-11-23' }));
    expect(result.data?.days.map((day) => day.date)).toEqual(['2026-11-23']);
  });
});
