import { checkoutEndpoint, editOrderEndpoint, storeInventoryEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

const server = useTravellersTestApp({ alice: '13900000182' }, { client: createPayTestClient });
const { sessions } = server;

/** TEST_NOW is 1 March 2025 in Shanghai: 90 days later is 30 May, 91 days later 31 May. */
const LATEST_START = '20250530';
const TOO_FAR = '20250531';
const TOO_FAR_MESSAGE = 'the start date can be at most 90 days ahead, please choose an earlier day';

const checkout = (startDate: string) =>
  server.client.post(checkoutEndpoint.path, { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate, endDate: startDate }, sessions.alice);

describe('a start date more than 90 days ahead', () => {
  it('is refused at checkout; 90 days ahead is still taken', async () => {
    const before = await orderTablesSnapshot(server.testApp.database.db);
    expectFailure(await checkout(TOO_FAR), 200, TOO_FAR_MESSAGE);
    expect(await orderTablesSnapshot(server.testApp.database.db)).toEqual(before);
    expect(expectContent(await checkout(LATEST_START), checkoutEndpoint).startDate).toBe('2025-05-30');
  });

  it('is refused by the inventory naming startDate, unless it is an extension’s look-up', async () => {
    const inventory = (params: Record<string, string>) => server.client.get(storeInventoryEndpoint.path, { storeId: '1', endDate: TOO_FAR, ...params });
    expectFailure(await inventory({ startDate: TOO_FAR }), 200, 'invalid parameter: startDate');
    expectContent(await inventory({ startDate: LATEST_START }), storeInventoryEndpoint);
    // An extension's added days run on from a booking's end, which may lie beyond the latest start.
    expectContent(await inventory({ startDate: TOO_FAR, delay: '1' }), storeInventoryEndpoint);
  });

  it('is refused when moving a booking there', async () => {
    const db = server.testApp.database.db;
    const orderId = await insertTestOrder(db, { userId: sessions.alice.userId, storeId: 1, goodsId: 2, from: '2025-03-05', units: 1 });
    const before = await orderTablesSnapshot(db);
    const edit = await server.client.post(editOrderEndpoint.path, { orderId, startDate: TOO_FAR, endDate: TOO_FAR }, sessions.alice);
    expectFailure(edit, 200, TOO_FAR_MESSAGE);
    expect(await orderTablesSnapshot(db)).toEqual(before);
  });
});
