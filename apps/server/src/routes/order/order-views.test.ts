import {
  orderInfoEndpoint,
  orderListEndpoint,
  storeInfoV2Endpoint,
  storeInfoV3Endpoint,
  type LoginResponse,
  type OrderDetail,
} from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const server = useTravellersTestApp({ alice: '13900000011', bob: '13900000012' });
const { sessions } = server;

const MINUTE = 60_000;
const list = (params: Record<string, string>, session: LoginResponse = sessions.alice) =>
  server.client.get(orderListEndpoint.path, params, { headers: userHeaders(session) });
const info = (orderId: string, session: LoginResponse = sessions.alice) => server.client.get(orderInfoEndpoint.path, { orderId }, { headers: userHeaders(session) });
const infoV3 = (storeId: number, orderId: string, session: LoginResponse = sessions.alice) =>
  server.client.get(storeInfoV3Endpoint.path, { storeId: String(storeId), orderId }, { headers: userHeaders(session) });
/** One bag (goods 2) of alice's for a day, paid, at shop 1 on 2 March unless told. */
const aliceOrder = (overrides: Partial<Parameters<typeof insertTestOrder>[1]> = {}) =>
  insertTestOrder(server.testApp.database.db, { userId: sessions.alice.userId, storeId: 1, goodsId: 2, from: '2025-03-02', units: 1, ...overrides });
const detail = async (orderId: string, session: LoginResponse = sessions.alice): Promise<OrderDetail> => expectContent(await info(orderId, session), orderInfoEndpoint);

describe('list_v2', () => {
  it('pages 11 orders newest first: 10 on page 1, 1 on page 2, none of them for another user', async () => {
    const carol = await server.client.logIn('13900000013');
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      // Created one minute apart: index 10 is the newest.
      ids.push(await insertTestOrder(server.testApp.database.db, { userId: carol.userId, storeId: 1, goodsId: 2, from: '2025-03-02', units: 1, createdAt: TEST_NOW - (11 - index) * MINUTE }));
    }
    const newestFirst = [...ids].reverse();
    const first = expectContent(await list({ page: '1', pageSize: '10' }, carol), orderListEndpoint);
    expect(first.page).toBe(1);
    expect(first.orders.map((order) => order.id)).toEqual(newestFirst.slice(0, 10));
    const second = expectContent(await list({ page: '2', pageSize: '10' }, carol), orderListEndpoint);
    expect(second).toEqual({ page: 2, orders: [expect.objectContaining({ id: newestFirst[10] })] });
    // Defaults: page 1, 10 per page.
    expect(expectContent(await list({}, carol), orderListEndpoint).orders).toHaveLength(10);
    expect(expectContent(await list({ page: '3' }, carol), orderListEndpoint).orders).toEqual([]);
    expect(expectContent(await list({}, sessions.bob), orderListEndpoint).orders.filter((order) => ids.includes(order.id))).toEqual([]);
  });

  it('lists an order with its shop, goods, amounts, dates and flags', async () => {
    const dave = await server.client.logIn('13900000014');
    const id = await insertTestOrder(server.testApp.database.db, {
      userId: dave.userId,
      storeId: 2,
      goodsId: 2,
      from: '2025-03-02',
      to: '2025-03-03',
      units: 2,
      payAmount: 3200,
      goodsLine: true,
    });
    expect(expectContent(await list({}, dave), orderListEndpoint).orders).toEqual([
      {
        id,
        storeId: 2,
        storeName: '南京东路寄存点',
        storeEn: 'East Nanjing Road',
        startTime: '2025-03-02',
        endTime: '2025-03-03',
        orderTime: new Date(TEST_NOW).toISOString(),
        goodsList: [{ goodsId: 2, count: 2, price: 1000, discount: 800 }],
        payAmount: 3200,
        status: 'paid',
        storeStatus: 0,
        review: false,
        reviewed: false,
      },
    ]);
  });
});

describe('order/info', () => {
  it('shows a paid order in detail: voucher, photos, what can be done and the Shanghai deadline', async () => {
    const id = await aliceOrder({ goodsId: 1, payAmount: 1600, voucherCode: 'AB12CD34', goodsLine: true });
    expect(await detail(id)).toEqual({
      id,
      storeId: 1,
      storeName: '人民广场寄存点',
      storeEn: "People's Square Storage",
      storeAddress: '上海市黄浦区人民大道120号（人民广场地铁站）',
      storeAddressEn: '120 Renmin Avenue, Huangpu District, Shanghai',
      shopHasPhone: false,
      startTime: '2025-03-02',
      endTime: '2025-03-02',
      orderTime: new Date(TEST_NOW).toISOString(),
      goodsList: [{ goodsId: 1, count: 1, price: 1000, discount: 800 }],
      totalDays: 1,
      discountAmount: 0,
      couponAmount: 0,
      orderAmount: 1600,
      payAmount: 1600,
      payBefore: new Date(TEST_NOW + 15 * MINUTE).toISOString(),
      paidAt: null,
      status: 'paid',
      storeStatus: 0,
      pic: [],
      storedAt: null,
      pickedUpAt: null,
      voucherCode: 'AB12CD34',
      cancellable: true,
      canApplyCancel: false,
      // 24:00 of 2 March in Shanghai.
      cancelDeadline: '2025-03-02T16:00:00.000Z',
      refund: null,
      application: null,
      review: false,
      reviewed: false,
      reviewDetail: null,
      extensions: [],
      canExtend: true,
      supplement: null,
    });
  });

  it('free cancellation until 23:59:59 of the start day (Shanghai), an application from 24:00', async () => {
    const id = await aliceOrder({ from: '2025-03-01' });
    server.now = Date.parse('2025-03-01T23:59:59+08:00');
    expect(await detail(id)).toMatchObject({ cancellable: true, canApplyCancel: false, cancelDeadline: '2025-03-01T16:00:00.000Z' });
    server.now = Date.parse('2025-03-02T00:00:00+08:00');
    expect(await detail(id)).toMatchObject({ cancellable: false, canApplyCancel: true });
  });

  it('an unpaid order past its hold is lapsed, and only a paid order shows its voucher', async () => {
    const unpaid = await aliceOrder({ status: 'unpaid', payBefore: TEST_NOW + MINUTE });
    expect(await detail(unpaid)).toMatchObject({ status: 'unpaid', voucherCode: null, cancellable: false, canApplyCancel: false });
    server.now = TEST_NOW + MINUTE;
    expect(await detail(unpaid)).toMatchObject({ status: 'lapsed', cancellable: false });
    const refunding = await aliceOrder({ status: 'refunding', voucherCode: 'ZZ99ZZ99' });
    expect(await detail(refunding)).toMatchObject({ status: 'refunding', voucherCode: null, cancellable: false, canApplyCancel: false });
  });

  it('a stored order can be neither cancelled nor applied for, and its review flag is set once its start has passed', async () => {
    const id = await aliceOrder({ from: '2025-03-01', storeStatus: 20 });
    const photos = ['a'.repeat(32), 'b'.repeat(32)].map((hex) => `${hex}.jpg`);
    const staff = await server.testApp.database.db
      .insertInto('app_user')
      .values({ country: '86', phone: '13600009999', created_at: new Date(TEST_NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.testApp.database.db
      .insertInto('luggage_photo')
      .values(photos.map((name) => ({ name, store_id: 1, order_id: id, uploaded_by: staff.id, mime: 'image/jpeg' as const, width: 1, height: 1, content: Buffer.from([0xff, 0xd8]), created_at: new Date(TEST_NOW) })))
      .execute();
    const shown = await detail(id);
    expect(shown).toMatchObject({ storeStatus: 20, cancellable: false, canApplyCancel: false, review: true, reviewed: false });
    expect(shown.pic.map((url) => url.split('?')[0])).toEqual(photos.map((name) => `/api/luggage_photos/${name}`));
    expect(shown.pic.every((url) => /\?expires=\d{13}&sig=[0-9a-f]{32}$/.test(url))).toBe(true);
    server.now = Date.parse('2025-03-03T10:00:00+08:00');
    expect(await detail(id)).toMatchObject({ cancellable: false, canApplyCancel: false });
  });

  it('says when the luggage was stored and when it was picked up', async () => {
    const id = await aliceOrder({ from: '2025-03-01', storeStatus: 30 });
    await server.testApp.database.db
      .updateTable('user_order')
      .set({ checked_in_at: new Date('2025-03-01T09:15:00+08:00'), checked_out_at: new Date('2025-03-01T18:40:00+08:00') })
      .where('id', '=', id)
      .execute();
    expect(await detail(id)).toMatchObject({ storeStatus: 30, storedAt: '2025-03-01T01:15:00.000Z', pickedUpAt: '2025-03-01T10:40:00.000Z' });
  });

  it('shows the latest refund with its channel, the pending application and the review', async () => {
    const db = server.testApp.database.db;
    const id = await aliceOrder({ from: '2025-02-27', payAmount: 800 });
    const payment = await db
      .insertInto('payment')
      .values({ order_id: id, provider: 'sandbox', out_trade_no: 'a'.repeat(32), amount: 800, status: 'succeeded', created_at: new Date(TEST_NOW - 60 * MINUTE) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('refund')
      .values({ order_id: id, payment_id: payment.id, out_refund_no: 'b'.repeat(32), amount: 640, reason: 'application', status: 'succeeded', created_at: new Date(TEST_NOW - 2 * MINUTE), succeeded_at: new Date(TEST_NOW - MINUTE) })
      .execute();
    await db
      .insertInto('order_application')
      .values([
        { order_id: id, kind: 'cancel', status: 'pending', reason: 'flight cancelled', part: 20, created_at: new Date(TEST_NOW - 30 * MINUTE), updated_at: new Date(TEST_NOW) },
        { order_id: id, kind: 'edit', status: 'withdrawn', reason: '', start_date: '2025-03-05', end_date: '2025-03-05', created_at: new Date(TEST_NOW - 10 * MINUTE), updated_at: new Date(TEST_NOW) },
      ])
      .execute();
    await db.insertInto('order_review').values({ order_id: id, user_id: sessions.alice.userId, score: 4, content: 'fine', source: 'xiaohongshu', created_at: new Date(TEST_NOW) }).execute();
    expect(await detail(id)).toMatchObject({
      refund: { amount: 640, status: 'succeeded', channel: 'sandbox', createdAt: new Date(TEST_NOW - 2 * MINUTE).toISOString(), succeededAt: new Date(TEST_NOW - MINUTE).toISOString() },
      application: { kind: 'cancel', status: 'pending', reason: 'flight cancelled', part: 20, startDate: null, endDate: null, createdAt: new Date(TEST_NOW - 30 * MINUTE).toISOString() },
      reviewDetail: { score: 4, content: 'fine', source: 'xiaohongshu' },
      review: true,
      reviewed: true,
      // A pending application: neither cancellation nor another application.
      cancellable: false,
      canApplyCancel: false,
    });
  });

  it('refuses an unknown order like another user’s', async () => {
    const id = await aliceOrder();
    expectFailure(await info(id, sessions.bob), 200, 'order not found');
    expectFailure(await info('999999999', sessions.alice), 200, 'order not found');
  });
});

describe('store/info_v3', () => {
  it('answers the shop as info_v2 does plus the caller’s order there', async () => {
    const id = await aliceOrder({ storeId: 3 });
    const shop = expectContent(await server.client.get(storeInfoV2Endpoint.path, { storeId: '3' }), storeInfoV2Endpoint);
    const answer = expectContent(await infoV3(3, id), storeInfoV3Endpoint);
    const { order, ...rest } = answer;
    expect(rest).toEqual(shop);
    expect(order).toEqual(await detail(id));
  });

  it('refuses an order at another shop or another user’s like an unknown one, and an unknown or removed shop with HTTP 404', async () => {
    const id = await aliceOrder({ storeId: 3 });
    expectFailure(await infoV3(1, id), 200, 'order not found');
    expectFailure(await infoV3(3, id, sessions.bob), 200, 'order not found');
    expectFailure(await infoV3(3, '999999999'), 200, 'order not found');
    expectFailure(await infoV3(999, id), 404, 'the merchant does not exist or has been taken off the shelves');
    expectFailure(await infoV3(5, id), 404, 'the merchant does not exist or has been taken off the shelves');
  });

  it('refuses a missing or malformed orderId or storeId', async () => {
    const get = (params: Record<string, string>) => server.client.get(storeInfoV3Endpoint.path, params, { headers: userHeaders(sessions.alice) });
    expectFailure(await get({ storeId: '1' }), 200, 'invalid parameter: orderId');
    expectFailure(await get({ storeId: '1', orderId: '-1' }), 200, 'invalid parameter: orderId');
    expectFailure(await get({ storeId: 'abc', orderId: '1' }), 200, 'invalid parameter: storeId');
    expectFailure(await get({ orderId: '1' }), 200, 'invalid parameter: storeId');
  });
});
