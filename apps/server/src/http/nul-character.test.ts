import { applyCancelEndpoint, citySearchEndpoint, placeSearchEndpoint, uploadLuggagePhotoEndpoint, walkInEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../test/insert-test-order';
import { orderTablesSnapshot } from '../test/order-tables-snapshot';
import { solidPng } from '../test/fixtures/luggage-photo-fixtures';
import { expectContent, expectFailure } from '../test/test-app';
import { useTravellersTestApp } from '../test/use-travellers-test-app';
import { createPayTestClient } from '../routes/pay/pay-test-client';

const server = useTravellersTestApp(
  { alice: '13900000181' },
  { client: createPayTestClient, staff: { shop1: { storeId: 1, phone: '13800000181' } } },
);
const db = () => server.testApp.database.db;

/** Asserts that `send` is answered with 'invalid parameter: <field>' (HTTP 200) and writes no order row. */
const expectRefused = async (send: () => ReturnType<typeof server.client.post>, field: string) => {
  const before = await orderTablesSnapshot(db());
  expectFailure(await send(), 200, `invalid parameter: ${field}`);
  expect(await orderTablesSnapshot(db())).toEqual(before);
};

describe('a NUL character in any text parameter', () => {
  it('is refused in city and place search (no login), naming the field, instead of a server error', async () => {
    await expectRefused(() => server.client.get(citySearchEndpoint.path, { name: 'shang\u0000hai' }), 'name');
    await expectRefused(() => server.client.get(placeSearchEndpoint.path, { keywords: '\u0000', cityId: '1' }), 'keywords');
  });

  it('is refused in a walk-in name, and nothing is booked', async () => {
    const image = (await solidPng(30, 30)).toString('base64');
    const photo = expectContent(await server.client.post(uploadLuggagePhotoEndpoint.path, { storeId: 1, image }, server.staff.shop1), uploadLuggagePhotoEndpoint).name;
    const body = { storeId: 1, name: 'Mr\u0000Wang', goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250301', payAmount: 800, pic: [photo] };
    await expectRefused(() => server.client.post(walkInEndpoint.path, body, server.staff.shop1), 'name');
  });

  it('is refused in a cancellation reason, and no application is written', async () => {
    const orderId = await insertTestOrder(db(), { userId: server.sessions.alice.userId, storeId: 1, goodsId: 2, from: '2025-03-01', units: 1 });
    server.now = Date.parse('2025-03-02T00:00:00+08:00');
    await expectRefused(() => server.client.post(applyCancelEndpoint.path, { orderId, reason: 'late\u0000', apply: 'part30' }, server.sessions.alice), 'reason');
  });

});
