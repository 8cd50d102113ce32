import {
  addOrderEndpoint,
  checkoutEndpoint,
  storeInfoV2Endpoint,
  storeInventoryEndpoint,
  type CheckoutRequest,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../services/auth/hash-session-token';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const server = useTravellersTestApp({ alice: '13900000001', bob: '13900000002' });
const { sessions } = server;
beforeAll(async () => {
  // Shop 4 stops taking scheduled bookings.
  await server.testApp.database.db.updateTable('store').set({ is_support_scheduled: false }).where('id', '=', 4).execute();
});

const checkout = (body: Record<string, unknown>, session: LoginResponse = sessions.alice, headers: Record<string, string> = {}) =>
  server.client.post(checkoutEndpoint.path, body, { headers: { ...userHeaders(session), ...headers } });
const addOrder = (body: Record<string, unknown>, session: LoginResponse = sessions.alice) =>
  server.client.post(addOrderEndpoint.path, body, { headers: userHeaders(session) });
/** Checks out `cart` for `session` and returns its addOrderToken. */
const tokenFor = async (cart: CheckoutRequest, session: LoginResponse = sessions.alice) =>
  expectContent(await checkout(cart, session), checkoutEndpoint).addOrderToken;
const bagsAt = (storeId: number, date: string, count = 1, endDate = date): CheckoutRequest => ({
  storeId,
  goodsList: [{ goodsId: 2, count }],
  startDate: date,
  endDate,
});
const inventory = async (storeId: number, startDate: string, endDate = startDate) =>
  expectContent(await server.client.get(storeInventoryEndpoint.path, { storeId: String(storeId), startDate, endDate }), storeInventoryEndpoint).days.map((day) => [
    day.date,
    day.inventory.map((item) => item.count),
  ]);
const rowCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of ['user_order', 'user_order_goods', 'checkout_token', 'inventory_reservation'] as const) {
    counts[table] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(server.testApp.database.db)).rows[0]?.n ?? 0;
  }
  return counts;
};
const noRoomForBags = (date: string) => `not enough room for bags on ${date}, please choose other dates`;

describe('checkout_v2 and add order', () => {
  it('prices 2 bags × 2 days at an 80 % shop from the database, ignoring prices the client sends, then books them once', async () => {
    const response = await checkout({
      storeId: 1,
      goodsList: [
        { goodsId: 2, count: 2, price: 1, discount: 1 },
        { goodsId: 1, count: 0 },
      ],
      startDate: '20250301',
      endDate: '20250302',
      orderAmount: 1,
      payAmount: 1,
    });
    expect(response.json()).toMatchObject({ content: { startDate: '20250301', endDate: '20250302' } });
    const priced = expectContent(response, checkoutEndpoint);
    expect(priced).toEqual({
      storeId: 1,
      startDate: '2025-03-01',
      endDate: '2025-03-02',
      totalDays: 2,
      goodsList: [{ goodsId: 2, count: 2, price: 1000, discount: 800 }],
      orderAmount: 4000,
      discountAmount: 800,
      payAmount: 3200,
      // Without `coupon` in the request: no coupon (coupons at checkout are opt-in).
      coupon: null,
      couponAmount: 0,
      addOrderToken: expect.stringMatching(/^[\w-]{43}$/),
      tokenExpiresAt: new Date(TEST_NOW + 15 * 60_000).toISOString(),
    });
    const token = await server.testApp.database.db.selectFrom('checkout_token').selectAll().where('user_id', '=', sessions.alice.userId).executeTakeFirstOrThrow();
    expect(token.token_hash).toBe(hashSessionToken(priced.addOrderToken));
    expect(token.used_at).toBeNull();

    server.now += 60_000;
    const order = expectContent(await addOrder({ addOrderToken: priced.addOrderToken, order_from: 'web' }), addOrderEndpoint);
    expect(order).toEqual({ orderId: expect.stringMatching(/^\d+$/), payAmount: 3200, payBefore: new Date(TEST_NOW + 15 * 60_000).toISOString() });
    const db = server.testApp.database.db;
    expect(await db.selectFrom('user_order').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow()).toMatchObject({
      store_id: 1,
      total_days: 2,
      order_amount: 4000,
      discount_amount: 800,
      pay_amount: 3200,
      status: 'unpaid',
      store_status: 0,
      order_from: 'web',
      pay_before: new Date(TEST_NOW + 15 * 60_000),
      created_at: new Date(server.now),
      paid_at: null,
    });
    expect(await db.selectFrom('user_order_goods').select(['goods_id', 'count', 'price', 'discount']).where('order_id', '=', order.orderId).execute()).toEqual([
      { goods_id: 2, count: 2, price: 1000, discount: 800 },
    ]);
    const reservations = await db
      .selectFrom('inventory_reservation')
      .select(['store_id', 'goods_id', 'day', 'units'])
      .where('order_id', '=', order.orderId)
      .orderBy('day')
      .execute();
    expect(reservations).toEqual([
      { store_id: 1, goods_id: 2, day: '2025-03-01', units: 2 },
      { store_id: 1, goods_id: 2, day: '2025-03-02', units: 2 },
    ]);
    expect(await inventory(1, '20250301', '20250303')).toEqual([
      ['2025-03-01', [5, 8]],
      ['2025-03-02', [5, 8]],
      ['2025-03-03', [5, 10]],
    ]);

    const before = await rowCounts();
    expectFailure(await addOrder({ addOrderToken: priced.addOrderToken }), 200, 'this booking has already been placed as an order');
    expect(await rowCounts()).toEqual(before);
    const used = await db.selectFrom('checkout_token').select(['used_at', 'order_id']).where('token_hash', '=', token.token_hash).executeTakeFirstOrThrow();
    expect(used).toEqual({ used_at: new Date(TEST_NOW + 60_000), order_id: order.orderId });
  });

  it('refuses a range with a day without room, naming the day, in both languages', async () => {
    await insertTestOrder(server.testApp.database.db, { storeId: 2, goodsId: 2, from: '2025-03-05', units: 3 });
    const before = await rowCounts();
    expectFailure(await checkout(bagsAt(2, '20250304', 1, '20250306')), 200, noRoomForBags('2025-03-05'));
    expectFailure(await checkout(bagsAt(2, '20250304', 1, '20250306'), sessions.alice, { 'Accept-Language': 'zh-CN' }), 200, '2025-03-05小件行李寄存位不足，请选择其他日期');
    expect(await rowCounts()).toEqual(before);
    expectContent(await checkout(bagsAt(2, '20250306', 3)), checkoutEndpoint);
  });

  it('takes the minimum across the days of the range', async () => {
    await insertTestOrder(server.testApp.database.db, { storeId: 3, goodsId: 1, from: '2025-03-04', units: 2 });
    await insertTestOrder(server.testApp.database.db, { storeId: 3, goodsId: 1, from: '2025-03-05', units: 4 });
    const suitcases = (count: number) => ({ storeId: 3, goodsList: [{ goodsId: 1, count }], startDate: '20250304', endDate: '20250306' });
    expectFailure(await checkout(suitcases(2)), 200, 'not enough room for large items on 2025-03-05, please choose other dates');
    expectContent(await checkout(suitcases(1)), checkoutEndpoint);
  });

  it('refuses the order when the room went between checkout and add order, and writes nothing', async () => {
    const token = await tokenFor(bagsAt(2, '20250310', 3));
    await insertTestOrder(server.testApp.database.db, { storeId: 2, goodsId: 2, from: '2025-03-10', units: 1 });
    const before = await rowCounts();
    expectFailure(await addOrder({ addOrderToken: token }), 200, noRoomForBags('2025-03-10'));
    expect(await rowCounts()).toEqual(before);
    const row = await server.testApp.database.db.selectFrom('checkout_token').select(['used_at', 'order_id']).where('token_hash', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(row).toEqual({ used_at: null, order_id: null });
  });

  it('refuses the order when the shop was taken off the shelves or stopped bookings after checkout', async () => {
    const db = server.testApp.database.db;
    const removedToken = await tokenFor(bagsAt(3, '20250312'));
    const stoppedToken = await tokenFor(bagsAt(3, '20250313'));
    await db.updateTable('store').set({ removed_at: new Date(TEST_NOW) }).where('id', '=', 3).execute();
    const before = await rowCounts();
    expectFailure(await addOrder({ addOrderToken: removedToken }), 200, 'the merchant does not exist or has been taken off the shelves');
    await db.updateTable('store').set({ removed_at: null, is_support_scheduled: false }).where('id', '=', 3).execute();
    expectFailure(await addOrder({ addOrderToken: stoppedToken }), 200, 'this shop does not take bookings for now');
    await db.updateTable('store').set({ is_support_scheduled: true }).where('id', '=', 3).execute();
    expect(await rowCounts()).toEqual(before);
  });

  it('a token from before midnight (Shanghai) cannot book a day that has passed since', async () => {
    server.now = Date.parse('2025-03-01T15:55:00Z'); // 23:55 in Shanghai
    const token = await tokenFor(bagsAt(3, '20250301'));
    const before = await rowCounts();
    server.now = Date.parse('2025-03-01T16:05:00Z'); // 00:05 the next day, the token still valid
    expectFailure(await addOrder({ addOrderToken: token }), 200, 'the start date has passed, please choose today or a later day');
    expect(await rowCounts()).toEqual(before);
  });

  it('an unpaid order holds its units until pay_before, then they are free again', async () => {
    const token = await tokenFor(bagsAt(3, '20250301', 10));
    expectContent(await addOrder({ addOrderToken: token }), addOrderEndpoint);
    const todayBags = async () =>
      expectContent(await server.client.get(storeInfoV2Endpoint.path, { storeId: '3' }), storeInfoV2Endpoint).inventory.find((item) => item.goodsId === 2)?.count;
    expect(await inventory(3, '20250301')).toEqual([['2025-03-01', [5, 0]]]);
    expect(await todayBags()).toBe(0);
    expectFailure(await checkout(bagsAt(3, '20250301'), sessions.bob), 200, noRoomForBags('2025-03-01'));

    server.now = TEST_NOW + 16 * 60_000;
    expect(await inventory(3, '20250301')).toEqual([['2025-03-01', [5, 10]]]);
    expect(await todayBags()).toBe(10);
    expect(expectContent(await checkout(bagsAt(3, '20250301', 10), sessions.bob), checkoutEndpoint).payAmount).toBe(8000);
  });
});

describe('bad input writes nothing', () => {
  const valid = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250320', endDate: '20250321' };
  it.each<[string, Record<string, unknown>, string]>([
    ['a missing storeId', { ...valid, storeId: undefined }, 'invalid parameter: storeId'],
    ['a storeId that is not a number', { ...valid, storeId: 'one' }, 'invalid parameter: storeId'],
    ['a missing goodsList', { ...valid, goodsList: undefined }, 'invalid parameter: goodsList'],
    ['a missing startDate', { ...valid, startDate: undefined }, 'invalid parameter: startDate'],
    ['a count that is text', { ...valid, goodsList: [{ goodsId: 2, count: '1' }] }, 'invalid parameter: goodsList.0.count'],
    ['a negative count', { ...valid, goodsList: [{ goodsId: 2, count: -1 }] }, 'invalid parameter: goodsList.0.count'],
    ['a count of 21', { ...valid, goodsList: [{ goodsId: 2, count: 21 }] }, 'invalid parameter: goodsList.0.count'],
    ['a fractional count', { ...valid, goodsList: [{ goodsId: 2, count: 1.5 }] }, 'invalid parameter: goodsList.0.count'],
    ['an unknown goods', { ...valid, goodsList: [{ goodsId: 3, count: 1 }] }, 'invalid parameter: goodsList.0.goodsId'],
    ['all counts 0', { ...valid, goodsList: [{ goodsId: 1, count: 0 }, { goodsId: 2, count: 0 }] }, 'invalid parameter: goodsList'],
    ['the same goods twice', { ...valid, goodsList: [{ goodsId: 2, count: 1 }, { goodsId: 2, count: 1 }] }, 'invalid parameter: goodsList'],
    ['an end before the start', { ...valid, endDate: '20250319' }, 'invalid parameter: endDate'],
    ['31 days', { ...valid, startDate: '20250301', endDate: '20250331' }, 'invalid parameter: endDate'],
    ['a malformed date', { ...valid, startDate: '2025-03-20' }, 'invalid parameter: startDate'],
    ['a day that does not exist', { ...valid, endDate: '20250230' }, 'invalid parameter: endDate'],
    ['a start before today (Shanghai)', { ...valid, startDate: '20250228', endDate: '20250301' }, 'the start date has passed, please choose today or a later day'],
    ['an unknown shop', { ...valid, storeId: 999 }, 'the merchant does not exist or has been taken off the shelves'],
    ['a removed shop', { ...valid, storeId: 5 }, 'the merchant does not exist or has been taken off the shelves'],
    ['a shop not taking bookings', { ...valid, storeId: 4 }, 'this shop does not take bookings for now'],
    ['goods the shop does not offer', { ...valid, storeId: 2, goodsList: [{ goodsId: 1, count: 1 }] }, 'this shop does not store this kind of item, please remove it'],
  ])('checkout refuses %s', async (_name, body, errorMsg) => {
    const before = await rowCounts();
    expectFailure(await checkout(body), 200, errorMsg);
    expect(await rowCounts()).toEqual(before);
  });

  it('checkout accepts 30 days and a goods the shop lacks at count 0', async () => {
    expectContent(await checkout({ ...valid, startDate: '20250301', endDate: '20250330' }), checkoutEndpoint);
    expectContent(await checkout({ ...valid, storeId: 2, goodsList: [{ goodsId: 1, count: 0 }, { goodsId: 2, count: 1 }] }), checkoutEndpoint);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing token', {}, 'invalid parameter: addOrderToken'],
    ['a token of 10 characters', { addOrderToken: 'abcdefghij' }, 'invalid parameter: addOrderToken'],
    ['a token that is a number', { addOrderToken: 12345 }, 'invalid parameter: addOrderToken'],
    ['an unknown order_from', { addOrderToken: 'x'.repeat(43), order_from: 'app' }, 'invalid parameter: order_from'],
    ['a delay of 2', { addOrderToken: 'x'.repeat(43), delay: 2 }, 'invalid parameter: delay'],
    ['a delay of 1 without delayId', { addOrderToken: 'x'.repeat(43), delay: 1 }, 'invalid parameter: delayId'],
    ['a delayId that is not an id', { addOrderToken: 'x'.repeat(43), delay: 1, delayId: 'seven' }, 'invalid parameter: delayId'],
    ['an unknown token', { addOrderToken: 'x'.repeat(43) }, 'this booking is not valid, please book again'],
  ])('add order refuses %s', async (_name, body, errorMsg) => {
    const before = await rowCounts();
    expectFailure(await addOrder(body), 200, errorMsg);
    expect(await rowCounts()).toEqual(before);
  });

  it('add order refuses a token 15 minutes after checkout', async () => {
    const token = await tokenFor(bagsAt(1, '20250322'));
    server.now += 15 * 60_000;
    const before = await rowCounts();
    expectFailure(await addOrder({ addOrderToken: token }), 200, 'this booking has expired, please book again');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('authorisation', () => {
  it('both calls need a session: HTTP 401', async () => {
    for (const [path, body] of [
      [checkoutEndpoint.path, bagsAt(1, '20250323')],
      [addOrderEndpoint.path, { addOrderToken: 'x'.repeat(43) }],
    ] as const) {
      expectFailure(await server.client.post(path, body), 401, 'token has expired, please log in again');
    }
  });

  it("another user's token is refused like an unknown one and stays usable by its owner", async () => {
    const token = await tokenFor(bagsAt(1, '20250324'));
    const before = await rowCounts();
    expectFailure(await addOrder({ addOrderToken: token }, sessions.bob), 200, 'this booking is not valid, please book again');
    expect(await rowCounts()).toEqual(before);
    expectContent(await addOrder({ addOrderToken: token }), addOrderEndpoint);
  });
});

describe('order rows the database refuses', () => {
  const order = () => ({
    user_id: sessions.alice.userId,
    store_id: 1,
    start_date: '2025-03-01',
    end_date: '2025-03-02',
    total_days: 2,
    order_amount: 4000,
    discount_amount: 800,
    pay_amount: 3200,
    order_from: 'web' as const,
    pay_before: new Date(TEST_NOW),
    created_at: new Date(TEST_NOW),
  });

  it.each<[string, Record<string, unknown>]>([
    ['a pay amount other than order − discount', { pay_amount: 3000 }],
    ['a negative amount', { order_amount: -1, discount_amount: 0, pay_amount: -1 }],
    ['total days not matching the dates', { total_days: 3 }],
    ['an unknown status', { status: 'shipped' }],
  ])('an order with %s', async (_name, overrides) => {
    await expect(server.testApp.database.db.insertInto('user_order').values({ ...order(), ...overrides }).execute()).rejects.toThrow();
  });

  it('goods lines without items and reservations without an order', async () => {
    const db = server.testApp.database.db;
    const { id } = await db.insertInto('user_order').values(order()).returning('id').executeTakeFirstOrThrow();
    await expect(db.insertInto('user_order_goods').values({ order_id: id, goods_id: 2, count: 0, price: 1000, discount: 800 }).execute()).rejects.toThrow();
    await expect(
      db.insertInto('inventory_reservation').values({ order_id: '999999', store_id: 1, goods_id: 2, day: '2025-03-01', units: 1 }).execute(),
    ).rejects.toThrow();
  });
});
