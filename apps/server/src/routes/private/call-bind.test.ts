import { CALL_BINDINGS_PER_DAY, callBindEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_NUMBER_POOL } from '../../services/privacy/default-privacy-number-pool';
import { insertTestOrder } from '../../test/insert-test-order';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp(
  { alice: '13900000041', bob: '13900000042', carol: '13900000043', dave: '13900000044' },
  { deps: { config: { wxMiniprogramLink: null, privacyNumberPool: ['17100000501', '17100000502'] } }, client: createPayTestClient },
);
const db = () => server.testApp.database.db;
const SHOP_PHONE = '021-63581234';

const bind = (name: keyof typeof server.sessions, orderId: string, phone = '13912345678') =>
  server.client.post(callBindEndpoint.path, { orderId, phone }, server.sessions[name]);
const bound = async (name: keyof typeof server.sessions, orderId: string, phone?: string) => expectContent(await bind(name, orderId, phone), callBindEndpoint);
/** An order of `name`'s at shop 1 from the 2nd to the 3rd of March 2025, paid and booked unless told. */
const orderOf = (name: keyof typeof server.sessions, facts: { status?: 'paid' | 'unpaid' | 'refunded'; storeStatus?: number; storeId?: number } = {}) =>
  insertTestOrder(db(), { storeId: facts.storeId ?? 1, goodsId: 2, from: '2025-03-02', to: '2025-03-03', units: 1, userId: server.sessions[name].userId, ...facts });
const bindingCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM privacy_binding`.execute(db())).rows[0]?.n;

beforeAll(async () => {
  await db().updateTable('store').set({ phone: SHOP_PHONE }).where('id', '=', 1).execute();
  await db().updateTable('store').set({ phone: null }).where('id', '=', 2).execute();
});

describe('POST /api/private/call_bind/', () => {
  it('gives a number of the pool until 24:00 of the day after the order’s last day, the same one again while it lasts', async () => {
    const orderId = await orderOf('alice');
    const first = await bound('alice', orderId);
    expect(first).toEqual({ virtualNumber: '17100000501', expiresAt: '2025-03-04T16:00:00.000Z' });
    server.now += 60 * 60_000;
    expect(await bound('alice', orderId)).toEqual(first);
    expect(await db().selectFrom('privacy_binding').select(['phone_a', 'phone_b', 'virtual_number', 'provider']).where('order_id', '=', orderId).execute()).toEqual([
      { phone_a: '13912345678', phone_b: SHOP_PHONE, virtual_number: '17100000501', provider: 'local' },
    ]);
  });

  it('never gives one phone the same number for two parties at once, and says so when the pool has none left', async () => {
    const [one, two, three] = [await orderOf('bob', { storeId: 1 }), await orderOf('bob', { storeId: 3 }), await orderOf('bob', { storeId: 4 })];
    await db().updateTable('store').set({ phone: '021-11112222' }).where('id', 'in', [3, 4]).execute();
    const numbers = [(await bound('bob', one, '13800000001')).virtualNumber, (await bound('bob', two, '13800000001')).virtualNumber];
    expect(new Set(numbers).size).toBe(2);
    const before = await bindingCount();
    expectFailure(await bind('bob', three, '13800000001'), 200, 'no protected number is available right now, please try again later');
    expect(await bindingCount()).toBe(before);
  });

  it('refuses an order that is not the caller’s, not active, or at a shop without a phone, writing nothing', async () => {
    const before = await bindingCount();
    expectFailure(await bind('carol', await orderOf('dave')), 200, 'order not found');
    for (const facts of [{ status: 'unpaid' }, { status: 'refunded' }, { storeStatus: 30 }] as const) {
      expectFailure(await bind('carol', await orderOf('carol', facts)), 200, 'the shop can be called through a protected number only while the order is active');
    }
    expectFailure(await bind('carol', await orderOf('carol', { storeId: 2 })), 200, 'this storage point has no phone number');
    expect(await bindingCount()).toBe(before);
  });

  it('refuses a phone that is not a mainland mobile', async () => {
    const orderId = await orderOf('carol');
    for (const phone of ['02163581234', '1391234567', '+8613912345678', '12912345678']) {
      expectFailure(await bind('carol', orderId, phone), 200, 'invalid parameter: phone');
    }
  });

  it(`gives a traveller at most ${CALL_BINDINGS_PER_DAY} new numbers in 24 hours`, async () => {
    await db().deleteFrom('privacy_binding').execute();
    const orderId = await orderOf('dave');
    // Each binding is ended before the next is asked, so the pool is never the limit: ended ones still count.
    for (let index = 0; index < CALL_BINDINGS_PER_DAY; index += 1) {
      await bound('dave', orderId, `1350000000${index}`);
      await db().updateTable('privacy_binding').set({ expires_at: new Date(server.now + 1) }).execute();
      server.now += 1000;
    }
    const before = await bindingCount();
    expectFailure(await bind('dave', orderId, '13500000009'), 200, `you have asked for ${CALL_BINDINGS_PER_DAY} protected numbers in 24 hours, please try again later`);
    expect(await bindingCount()).toBe(before);
    server.now += 24 * 60 * 60_000 + 1;
    expect((await bound('dave', orderId, '13500000009')).virtualNumber).toMatch(/^17100000\d{3}$/);
  });

  it('defaults to the built-in pool', () => {
    expect(DEFAULT_PRIVACY_NUMBER_POOL).toHaveLength(20);
    expect(DEFAULT_PRIVACY_NUMBER_POOL.every((number) => /^171\d{8}$/.test(number))).toBe(true);
  });
});
