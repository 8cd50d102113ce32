import {
  applyCancelEndpoint,
  applyReasonEndpoint,
  cancelApplyEndpoint,
  cancelEditEndpoint,
  editOrderEndpoint,
  orderInfoEndpoint,
  orderListEndpoint,
  reviewOrderEndpoint,
  type Endpoint,
} from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/database-schema';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const server = useTravellersTestApp({ alice: '13900000021' });
const { sessions } = server;

/** 00:00 of 2 March in Shanghai: free cancellation of a 1 March order is over. */
const AFTER_DEADLINE = Date.parse('2025-03-02T00:00:00+08:00');
const call = (endpoint: Endpoint, body: Record<string, unknown>) => server.client.post(endpoint.path, body, { headers: userHeaders(sessions.alice) });
const order = (overrides: { from?: string; to?: string; status?: OrderStatus; storeStatus?: number } = {}) =>
  insertTestOrder(server.testApp.database.db, { userId: sessions.alice.userId, storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, ...overrides });
const applications = (orderId: string) =>
  server.testApp.database.db
    .selectFrom('order_application')
    .select(['kind', 'status', 'reason', 'part', 'pics', 'start_date', 'end_date'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const storeStatusOf = async (orderId: string) =>
  (await server.testApp.database.db.selectFrom('user_order').select('store_status').where('id', '=', orderId).executeTakeFirstOrThrow()).store_status;
/** Asserts that `send` is refused with `message` and changes no order table. */
const expectRefusal = async (send: () => ReturnType<typeof call>, message: string) => {
  const before = await orderTablesSnapshot(server.testApp.database.db);
  expectFailure(await send(), 200, message);
  expect(await orderTablesSnapshot(server.testApp.database.db)).toEqual(before);
};

const NOT_PAID = 'this order is not paid';
const STORED = 'the luggage has been stored, this order can no longer be cancelled';
const STILL_FREE = 'this order can still be cancelled free of charge';
const PENDING = 'this order already has a pending application';
const NO_PENDING = 'there is no pending application for this order';
const NOT_FOUND = 'order not found';
const NOT_STORED = 'the luggage of this order has not been stored at the shop';
const NOT_STORED_ZH = '该订单的行李未在门店寄存';

describe('apply_cancel, apply/reason and cancel_apply', () => {
  it('applies after the deadline (storeStatus 100), replaces the reason, then withdraws (storeStatus 0)', async () => {
    const id = await order();
    server.now = AFTER_DEADLINE;
    const applied = expectContent(await call(applyCancelEndpoint, { orderId: id, reason: ' shop was closed ', pic: ['https://example.com/door.jpg'], apply: 'part30' }), applyCancelEndpoint);
    expect(applied).toEqual({ orderId: id, status: 'paid', storeStatus: 100 });
    expect(await applications(id)).toEqual([
      { kind: 'cancel', status: 'pending', reason: 'shop was closed', part: 30, pics: ['https://example.com/door.jpg'], start_date: null, end_date: null },
    ]);
    expect(await storeStatusOf(id)).toBe(100);
    expect(expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: id }, { headers: userHeaders(sessions.alice) }), orderInfoEndpoint)).toMatchObject({
      storeStatus: 100,
      cancellable: false,
      canApplyCancel: false,
      application: { kind: 'cancel', status: 'pending', part: 30 },
    });

    expect(expectContent(await call(applyReasonEndpoint, { orderId: id, reason: 'no one answered the phone' }), applyReasonEndpoint)).toEqual(applied);
    expect((await applications(id))[0]?.reason).toBe('no one answered the phone');

    expect(expectContent(await call(cancelApplyEndpoint, { orderId: id }), cancelApplyEndpoint)).toEqual({ orderId: id, status: 'paid', storeStatus: 0 });
    expect((await applications(id)).map((row) => row.status)).toEqual(['withdrawn']);
    expect(await storeStatusOf(id)).toBe(0);
    // Withdrawn: a new application is possible, the default part is 20 and photos are optional.
    expectContent(await call(applyCancelEndpoint, { orderId: id, reason: 'again' }), applyCancelEndpoint);
    expect((await applications(id)).map((row) => [row.status, row.part, row.pics])).toEqual([
      ['withdrawn', 30, ['https://example.com/door.jpg']],
      ['pending', 20, []],
    ]);
  });

  it('refuses while free cancellation is possible (23:59:59 Shanghai), accepts at 24:00', async () => {
    const id = await order();
    server.now = Date.parse('2025-03-01T23:59:59+08:00');
    await expectRefusal(() => call(applyCancelEndpoint, { orderId: id, reason: 'late' }), STILL_FREE);
    server.now = Date.parse('2025-03-02T00:00:00+08:00');
    expect(expectContent(await call(applyCancelEndpoint, { orderId: id, reason: 'late' }), applyCancelEndpoint).storeStatus).toBe(100);
  });

  it('refuses an unpaid, cancelled or lapsed order, a stored or handed-back one, a second application and an unknown order', async () => {
    server.now = AFTER_DEADLINE;
    for (const status of ['unpaid', 'cancelled', 'refunding', 'refunded'] as const) {
      const id = await order({ status });
      await expectRefusal(() => call(applyCancelEndpoint, { orderId: id, reason: 'x' }), NOT_PAID);
    }
    for (const storeStatus of [20, 30]) {
      const id = await order({ storeStatus });
      await expectRefusal(() => call(applyCancelEndpoint, { orderId: id, reason: 'x' }), STORED);
    }
    const id = await order();
    expectContent(await call(applyCancelEndpoint, { orderId: id, reason: 'first' }), applyCancelEndpoint);
    await expectRefusal(() => call(applyCancelEndpoint, { orderId: id, reason: 'second' }), PENDING);
    await expectRefusal(() => call(applyCancelEndpoint, { orderId: '999999999', reason: 'x' }), NOT_FOUND);
  });

  it('cancel_apply and apply/reason need a pending cancellation application', async () => {
    const id = await order({ from: '2025-03-03' });
    await expectRefusal(() => call(cancelApplyEndpoint, { orderId: id }), NO_PENDING);
    await expectRefusal(() => call(applyReasonEndpoint, { orderId: id, reason: 'x' }), NO_PENDING);
    // A pending change of days is not a cancellation application.
    expectContent(await call(editOrderEndpoint, { orderId: id, startDate: '20250304', endDate: '20250304' }), editOrderEndpoint);
    await expectRefusal(() => call(cancelApplyEndpoint, { orderId: id }), NO_PENDING);
    await expectRefusal(() => call(applyReasonEndpoint, { orderId: id, reason: 'x' }), NO_PENDING);
    await expectRefusal(() => call(cancelApplyEndpoint, { orderId: '999999999' }), NOT_FOUND);
  });
});

describe('edit/apply and edit/cancel_edit', () => {
  it('asks for other days (storeStatus 110) then withdraws (storeStatus 0)', async () => {
    const id = await order({ from: '2025-03-05', to: '2025-03-07' });
    expect(expectContent(await call(editOrderEndpoint, { orderId: id, startDate: '20250310', endDate: '20250312', reason: 'later flight' }), editOrderEndpoint)).toEqual({
      orderId: id,
      status: 'paid',
      storeStatus: 110,
    });
    expect(await applications(id)).toEqual([{ kind: 'edit', status: 'pending', reason: 'later flight', part: null, pics: [], start_date: '2025-03-10', end_date: '2025-03-12' }]);
    expect(await storeStatusOf(id)).toBe(110);
    await expectRefusal(() => call(editOrderEndpoint, { orderId: id, startDate: '20250311', endDate: '20250311' }), PENDING);
    // A pending change is not a cancellation application.
    await expectRefusal(() => call(cancelApplyEndpoint, { orderId: id }), NO_PENDING);
    expect(expectContent(await call(cancelEditEndpoint, { orderId: id }), cancelEditEndpoint)).toEqual({ orderId: id, status: 'paid', storeStatus: 0 });
    expect((await applications(id)).map((row) => row.status)).toEqual(['withdrawn']);
    await expectRefusal(() => call(cancelEditEndpoint, { orderId: id }), NO_PENDING);
  });

  it('accepts today (Shanghai) and a shorter range; refuses a past start, an end before the start and more days than booked', async () => {
    const id = await order({ from: '2025-03-05', to: '2025-03-06' });
    await expectRefusal(() => call(editOrderEndpoint, { orderId: id, startDate: '20250228', endDate: '20250301' }), 'the start date has passed, please choose today or a later day');
    await expectRefusal(() => call(editOrderEndpoint, { orderId: id, startDate: '20250303', endDate: '20250302' }), 'invalid parameter: endDate');
    await expectRefusal(() => call(editOrderEndpoint, { orderId: id, startDate: '20250301', endDate: '20250303' }), 'invalid parameter: endDate');
    // 23:59:59 on 1 March in Shanghai is still 1 March: today is allowed.
    server.now = Date.parse('2025-03-01T23:59:59+08:00');
    expectContent(await call(editOrderEndpoint, { orderId: id, startDate: '20250301', endDate: '20250301' }), editOrderEndpoint);
    expectContent(await call(cancelEditEndpoint, { orderId: id }), cancelEditEndpoint);
    // 00:00 on 2 March: 1 March has passed.
    server.now = Date.parse('2025-03-02T00:00:00+08:00');
    await expectRefusal(() => call(editOrderEndpoint, { orderId: id, startDate: '20250301', endDate: '20250301' }), 'the start date has passed, please choose today or a later day');
    expectContent(await call(editOrderEndpoint, { orderId: id, startDate: '20250302', endDate: '20250303' }), editOrderEndpoint);
  });

  it('refuses an order that is not paid, is stored or unknown', async () => {
    const body = { startDate: '20250310', endDate: '20250310' };
    for (const status of ['unpaid', 'refunded'] as const) {
      const id = await order({ status });
      await expectRefusal(() => call(editOrderEndpoint, { orderId: id, ...body }), NOT_PAID);
    }
    const stored = await order({ storeStatus: 20 });
    await expectRefusal(() => call(editOrderEndpoint, { orderId: stored, ...body }), STORED);
    const applied = await order();
    server.now = AFTER_DEADLINE;
    expectContent(await call(applyCancelEndpoint, { orderId: applied, reason: 'x' }), applyCancelEndpoint);
    await expectRefusal(() => call(editOrderEndpoint, { orderId: applied, ...body }), PENDING);
    await expectRefusal(() => call(cancelEditEndpoint, { orderId: applied }), NO_PENDING);
    await expectRefusal(() => call(editOrderEndpoint, { orderId: '999999999', ...body }), NOT_FOUND);
    await expectRefusal(() => call(cancelEditEndpoint, { orderId: '999999999' }), NOT_FOUND);
  });
});

describe('review', () => {
  it('reviews a paid order once its start day has come and its luggage was stored, once', async () => {
    // Checked in on its start day: the counter refuses a check-in before it.
    const id = await order({ from: '2025-03-02', storeStatus: 20 });
    const body = { orderId: id, score: 5, content: ' great ', source: 'xiaohongshu' };
    await expectRefusal(() => call(reviewOrderEndpoint, body), 'this order cannot be reviewed now');
    server.now = Date.parse('2025-03-02T00:00:01+08:00');
    expect(expectContent(await call(reviewOrderEndpoint, body), reviewOrderEndpoint)).toEqual({ orderId: id, review: false });
    expect(await server.testApp.database.db.selectFrom('order_review').select(['user_id', 'score', 'content', 'source']).where('order_id', '=', id).execute()).toEqual([
      { user_id: sessions.alice.userId, score: 5, content: 'great', source: 'xiaohongshu' },
    ]);
    await expectRefusal(() => call(reviewOrderEndpoint, { ...body, score: 1 }), 'this order cannot be reviewed now');
    const listed = expectContent(await server.client.get(orderListEndpoint.path, {}, { headers: userHeaders(sessions.alice) }), orderListEndpoint).orders.find((item) => item.id === id);
    expect(listed).toMatchObject({ review: true, reviewed: true });
  });

  it('reviews an order whose luggage was handed back', async () => {
    const id = await order({ storeStatus: 30 });
    server.now = AFTER_DEADLINE;
    expect(expectContent(await call(reviewOrderEndpoint, { orderId: id, score: 4, source: 'other' }), reviewOrderEndpoint)).toEqual({ orderId: id, review: false });
  });

  it.each([
    ['booked and never brought', 0],
    ['a cancellation applied for, never brought', 100],
    ['a change of days asked, never brought', 110],
  ])('refuses an order whose luggage was never stored at the shop (%s) in both languages', async (_, storeStatus) => {
    const id = await order({ storeStatus });
    server.now = AFTER_DEADLINE;
    const body = { orderId: id, score: 5, source: 'other' };
    await expectRefusal(() => call(reviewOrderEndpoint, body), NOT_STORED);
    await expectRefusal(
      () => server.client.post(reviewOrderEndpoint.path, body, { headers: { ...userHeaders(sessions.alice), 'Accept-Language': 'zh-CN' } }),
      NOT_STORED_ZH,
    );
    const listed = expectContent(await server.client.get(orderListEndpoint.path, {}, { headers: userHeaders(sessions.alice) }), orderListEndpoint).orders.find((item) => item.id === id);
    expect(listed).toMatchObject({ reviewed: false });
  });

  it('refuses an order that is not paid and an unknown one', async () => {
    const unpaid = await order({ status: 'unpaid' });
    await expectRefusal(() => call(reviewOrderEndpoint, { orderId: unpaid, score: 3, source: 'other' }), NOT_PAID);
    await expectRefusal(() => call(reviewOrderEndpoint, { orderId: '999999999', score: 3, source: 'other' }), NOT_FOUND);
  });
});

describe('bad input writes nothing', () => {
  const longText = 'x'.repeat(501);
  const cases: [string, Endpoint, Record<string, unknown>, string][] = [
    ['apply_cancel without orderId', applyCancelEndpoint, { reason: 'x' }, 'orderId'],
    ['apply_cancel with a numeric orderId', applyCancelEndpoint, { orderId: 12, reason: 'x' }, 'orderId'],
    ['apply_cancel with orderId 0', applyCancelEndpoint, { orderId: '0', reason: 'x' }, 'orderId'],
    ['apply_cancel with a negative orderId', applyCancelEndpoint, { orderId: '-5', reason: 'x' }, 'orderId'],
    ['apply_cancel with a 19-digit orderId', applyCancelEndpoint, { orderId: '1234567890123456789', reason: 'x' }, 'orderId'],
    ['apply_cancel without reason', applyCancelEndpoint, { orderId: '1' }, 'reason'],
    ['apply_cancel with a blank reason', applyCancelEndpoint, { orderId: '1', reason: '   ' }, 'reason'],
    ['apply_cancel with a reason too long', applyCancelEndpoint, { orderId: '1', reason: longText }, 'reason'],
    ['apply_cancel with a reason that is a number', applyCancelEndpoint, { orderId: '1', reason: 5 }, 'reason'],
    ['apply_cancel with part -1', applyCancelEndpoint, { orderId: '1', reason: 'x', apply: 'part-1' }, 'apply'],
    ['apply_cancel with part 101', applyCancelEndpoint, { orderId: '1', reason: 'x', apply: 'part101' }, 'apply'],
    ['apply_cancel with apply 20', applyCancelEndpoint, { orderId: '1', reason: 'x', apply: 20 }, 'apply'],
    ['apply_cancel with 4 photos', applyCancelEndpoint, { orderId: '1', reason: 'x', pic: ['a', 'b', 'c', 'd'] }, 'pic'],
    ['apply_cancel with a photo URL too long', applyCancelEndpoint, { orderId: '1', reason: 'x', pic: ['a'.repeat(301)] }, 'pic.0'],
    ['apply_cancel with pic a string', applyCancelEndpoint, { orderId: '1', reason: 'x', pic: 'a.jpg' }, 'pic'],
    ['cancel_apply without orderId', cancelApplyEndpoint, {}, 'orderId'],
    ['cancel_apply with orderId null', cancelApplyEndpoint, { orderId: null }, 'orderId'],
    ['apply/reason without reason', applyReasonEndpoint, { orderId: '1' }, 'reason'],
    ['apply/reason with a reason too long', applyReasonEndpoint, { orderId: '1', reason: longText }, 'reason'],
    ['apply/reason with orderId abc', applyReasonEndpoint, { orderId: 'abc', reason: 'x' }, 'orderId'],
    ['edit without startDate', editOrderEndpoint, { orderId: '1', endDate: '20250310' }, 'startDate'],
    ['edit without endDate', editOrderEndpoint, { orderId: '1', startDate: '20250310' }, 'endDate'],
    ['edit with a dashed date', editOrderEndpoint, { orderId: '1', startDate: '2025-03-10', endDate: '20250310' }, 'startDate'],
    ['edit with 30 February', editOrderEndpoint, { orderId: '1', startDate: '20250230', endDate: '20250310' }, 'startDate'],
    ['edit with a numeric date', editOrderEndpoint, { orderId: '1', startDate: 20250310, endDate: '20250310' }, 'startDate'],
    ['edit with month 13', editOrderEndpoint, { orderId: '1', startDate: '20250310', endDate: '20251301' }, 'endDate'],
    ['edit with a reason too long', editOrderEndpoint, { orderId: '1', startDate: '20250310', endDate: '20250310', reason: longText }, 'reason'],
    ['cancel_edit with orderId 1.5', cancelEditEndpoint, { orderId: '1.5' }, 'orderId'],
    ['review without score', reviewOrderEndpoint, { orderId: '1', source: 'other' }, 'score'],
    ['review with score 0', reviewOrderEndpoint, { orderId: '1', score: 0, source: 'other' }, 'score'],
    ['review with score -1', reviewOrderEndpoint, { orderId: '1', score: -1, source: 'other' }, 'score'],
    ['review with score 6', reviewOrderEndpoint, { orderId: '1', score: 6, source: 'other' }, 'score'],
    ['review with score 4.5', reviewOrderEndpoint, { orderId: '1', score: 4.5, source: 'other' }, 'score'],
    ['review with score "5"', reviewOrderEndpoint, { orderId: '1', score: '5', source: 'other' }, 'score'],
    ['review with an unknown source', reviewOrderEndpoint, { orderId: '1', score: 5, source: 'tv' }, 'source'],
    ['review without source', reviewOrderEndpoint, { orderId: '1', score: 5 }, 'source'],
    ['review with content too long', reviewOrderEndpoint, { orderId: '1', score: 5, source: 'other', content: longText }, 'content'],
  ];

  it.each(cases)('%s → invalid parameter', async (_, endpoint, body, field) => {
    // A real order of the caller behind id 1 … n would not change the answer: the input is refused first.
    await order();
    await expectRefusal(() => call(endpoint, body), `invalid parameter: ${field}`);
  });

  it('GETs refuse bad paging and order ids', async () => {
    const get = (path: string, params: Record<string, string>) => server.client.get(path, params, { headers: userHeaders(sessions.alice) });
    for (const [params, field] of [
      [{ page: '0' }, 'page'],
      [{ page: '-1' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: '1', pageSize: '11' }, 'pageSize'],
      [{ page: '1', pageSize: '0' }, 'pageSize'],
    ] as const) {
      expectFailure(await get(orderListEndpoint.path, params), 200, `invalid parameter: ${field}`);
    }
    for (const orderId of ['', '0', '-3', 'abc', '1e3']) {
      expectFailure(await get(orderInfoEndpoint.path, { orderId }), 200, 'invalid parameter: orderId');
    }
    expectFailure(await get(orderInfoEndpoint.path, {}), 200, 'invalid parameter: orderId');
  });
});
