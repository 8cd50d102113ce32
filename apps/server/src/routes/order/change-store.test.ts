import { cancelOrderEndpoint, changeStoreEndpoint, checkoutEndpoint, orderListEndpoint, sandboxPayEndpoint, type LoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { selectBusinessOrders } from '../../services/business/select-business-orders';
import { insertTestOrder } from '../../test/insert-test-order';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// Test shops: 1 and 3 take bags at ¥10 −20 % (800 fen a bag-day, 10 a day), 2 at ¥15 (1500 fen, 3 a day).
const { server } = useSandboxTestApp('sandbox-secret-for-the-move-tests', { alice: '13900000161', bob: '13900000162' });
const { sessions } = server;
const db = () => server.testApp.database.db;

const move = (body: Record<string, unknown>, session: LoginResponse = sessions.alice) => server.client.post(changeStoreEndpoint.path, body, session);
const sandboxPay = (outTradeNo: string) => server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice);
/** A paid booking of `count` bags at `storeId` from `start` to `end` (yyyymmdd) for alice. */
const paidBooking = async (storeId: number, start: string, count = 1, end = start) => {
  const order = await server.client.book(sessions.alice, storeId, start, count, end);
  expectContent(await sandboxPay(await server.client.startPaying(sessions.alice, order.orderId)), sandboxPayEndpoint);
  return order.orderId;
};
const orderRow = (orderId: string) => db().selectFrom('user_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const refundsOf = (orderId: string) => db().selectFrom('refund').select(['amount', 'reason', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
const reservationsOf = (orderId: string) =>
  db().selectFrom('inventory_reservation').select(['store_id', 'day', 'units']).where('order_id', '=', orderId).orderBy('day').execute();
/** Asserts that `send` is refused with `message` and changes no order table. */
const expectRefusal = async (send: () => ReturnType<typeof move>, message: string) => {
  const before = await orderTablesSnapshot(db());
  expectFailure(await send(), 200, message);
  expect(await orderTablesSnapshot(db())).toEqual(before);
};

describe('change_store: refusals write nothing', () => {
  it('bad input, another traveller, the same shop, an unknown shop, an unpaid booking, a full shop, a supplement', async () => {
    const orderId = await paidBooking(1, '20250310');
    await expectRefusal(() => move({ orderId, storeId: 'abc' }), 'invalid parameter: storeId');
    await expectRefusal(() => move({ orderId: 'x', storeId: 2 }), 'invalid parameter: orderId');
    await expectRefusal(() => move({ orderId, storeId: 2, dryRun: 'yes' }), 'invalid parameter: dryRun');
    await expectRefusal(() => move({ orderId, storeId: 2 }, sessions.bob), 'order not found');
    await expectRefusal(() => move({ orderId, storeId: 1 }), 'this order is already at this shop, please choose another one');
    await expectRefusal(() => move({ orderId, storeId: 5 }), 'the merchant does not exist or has been taken off the shelves');
    await expectRefusal(() => move({ orderId, storeId: 999 }), 'the merchant does not exist or has been taken off the shelves');
    const unpaid = await server.client.book(sessions.alice, 1, '20250310');
    await expectRefusal(() => move({ orderId: unpaid.orderId, storeId: 2 }), 'this order is not paid');
    await db().updateTable('user_order').set({ store_status: 20 }).where('id', '=', orderId).execute();
    await expectRefusal(() => move({ orderId, storeId: 3 }), 'the luggage has been stored, this order can no longer change shop');

    const four = await paidBooking(1, '20250311', 4);
    await expectRefusal(() => move({ orderId: four, storeId: 2 }), 'not enough room for bags on 2025-03-11, please choose other dates');
    const supplement = expectContent(await move({ orderId: await paidBooking(1, '20250312'), storeId: 2 }), changeStoreEndpoint).supplement;
    await expectRefusal(() => move({ orderId: supplement?.orderId, storeId: 3 }), 'only the booking itself can change shop');

    // A booking with a paid extension: its added days are held at its shop.
    const extended = await paidBooking(1, '20250325');
    const extension = await insertTestOrder(db(), { userId: sessions.alice.userId, storeId: 1, goodsId: 2, from: '2025-03-26', units: 1 });
    await db().updateTable('user_order').set({ delay_id: extended, supplement: 'extension' }).where('id', '=', extension).execute();
    await expectRefusal(() => move({ orderId: extended, storeId: 3 }), 'this order has been extended, it can no longer change shop');
  });
});

describe('change_store to a shop that costs the same or less', () => {
  it('moves at once: units at the new shop, none at the old, new amounts, the difference refunded; a later cancellation refunds the rest', async () => {
    const orderId = await paidBooking(2, '20250313', 1, '20250314');
    expect(await server.client.bagsLeft(2, '20250313', '20250314')).toEqual([2, 2]);

    const quote = expectContent(await move({ orderId, storeId: 1, dryRun: true }), changeStoreEndpoint);
    expect(quote).toEqual({
      orderId, storeId: 1, orderAmount: 2000, discountAmount: 400, payAmount: 1600, couponAmount: 0,
      difference: -1400, moved: false, refundAmount: 0, supplement: null,
    });
    expect((await orderRow(orderId)).store_id).toBe(2);

    expect(expectContent(await move({ orderId, storeId: 1 }), changeStoreEndpoint)).toEqual({ ...quote, moved: true, refundAmount: 1400 });
    expect(await orderRow(orderId)).toMatchObject({ store_id: 1, order_amount: 2000, discount_amount: 400, pay_amount: 1600, status: 'paid' });
    expect(await reservationsOf(orderId)).toEqual([
      { store_id: 1, day: '2025-03-13', units: 1 },
      { store_id: 1, day: '2025-03-14', units: 1 },
    ]);
    expect(await server.client.bagsLeft(2, '20250313', '20250314')).toEqual([3, 3]);
    expect(await server.client.bagsLeft(1, '20250313', '20250314')).toEqual([9, 9]);
    expect(await refundsOf(orderId)).toEqual([{ amount: 1400, reason: 'move', status: 'succeeded' }]);
    // The shops' staff: the new shop lists it, the old one no longer does.
    expect(await selectBusinessOrders(db(), 1).where('o.id', '=', orderId).execute()).toHaveLength(1);
    expect(await selectBusinessOrders(db(), 2).where('o.id', '=', orderId).execute()).toEqual([]);

    // Cancelling afterwards gives back what the payment still holds: 3000 − 1400.
    expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint);
    expect(await refundsOf(orderId)).toEqual([
      { amount: 1400, reason: 'move', status: 'succeeded' },
      { amount: 1600, reason: 'cancelled', status: 'succeeded' },
    ]);
  });
});

describe('change_store to a shop that costs more', () => {
  it('a supplement holds the new shop until paid, is never listed, and its payment moves the booking', async () => {
    const orderId = await paidBooking(1, '20250315');
    const answer = expectContent(await move({ orderId, storeId: 2 }), changeStoreEndpoint);
    expect(answer).toMatchObject({ orderId, storeId: 2, payAmount: 1500, difference: 700, moved: false, refundAmount: 0, supplement: { payAmount: 700 } });
    const supplementId = answer.supplement?.orderId ?? '';
    expect(await orderRow(supplementId)).toMatchObject({ delay_id: orderId, supplement: 'move', store_id: 2, status: 'unpaid', pay_amount: 700, order_amount: 1500, discount_amount: 800 });
    // Held at the new shop by the supplement, still at the old one by the booking.
    expect(await server.client.bagsLeft(2, '20250315')).toEqual([2]);
    expect(await server.client.bagsLeft(1, '20250315')).toEqual([9]);
    const listed = expectContent(await server.client.get(orderListEndpoint.path, { page: '1' }, sessions.alice), orderListEndpoint).orders.map((order) => order.id);
    expect(listed).toContain(orderId);
    expect(listed).not.toContain(supplementId);
    expect(await selectBusinessOrders(db(), 2).where('o.id', '=', supplementId).execute()).toEqual([]);

    expectContent(await sandboxPay(await server.client.startPaying(sessions.alice, supplementId)), sandboxPayEndpoint);
    expect(await orderRow(orderId)).toMatchObject({ store_id: 2, order_amount: 1500, discount_amount: 0, pay_amount: 1500, status: 'paid' });
    expect(await orderRow(supplementId)).toMatchObject({ status: 'paid' });
    expect(await reservationsOf(supplementId)).toEqual([]);
    expect(await reservationsOf(orderId)).toEqual([{ store_id: 2, day: '2025-03-15', units: 1 }]);
    expect(await server.client.bagsLeft(2, '20250315')).toEqual([2]);
    expect(await server.client.bagsLeft(1, '20250315')).toEqual([10]);
    expect(await selectBusinessOrders(db(), 1).where('o.id', '=', orderId).execute()).toEqual([]);

    // Cancelling the moved booking gives back both payments: the booking's and the difference.
    expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint);
    expect(await refundsOf(orderId)).toEqual([{ amount: 800, reason: 'cancelled', status: 'succeeded' }]);
    expect(await refundsOf(supplementId)).toEqual([{ amount: 700, reason: 'cancelled', status: 'succeeded' }]);
    expect(await server.client.bagsLeft(2, '20250315')).toEqual([3]);
  });

  it('a booking checked in before the supplement is paid stays, and the supplement’s payment goes back', async () => {
    const orderId = await paidBooking(1, '20250316');
    const supplementId = expectContent(await move({ orderId, storeId: 2 }), changeStoreEndpoint).supplement?.orderId ?? '';
    const outTradeNo = await server.client.startPaying(sessions.alice, supplementId);
    await db().updateTable('user_order').set({ store_status: 20 }).where('id', '=', orderId).execute();
    expectContent(await sandboxPay(outTradeNo), sandboxPayEndpoint);
    expect(await orderRow(orderId)).toMatchObject({ store_id: 1, pay_amount: 800 });
    expect(await orderRow(supplementId)).toMatchObject({ status: 'refunded' });
    expect(await refundsOf(supplementId)).toEqual([{ amount: 700, reason: 'cancelled', status: 'succeeded' }]);
    expect(await server.client.bagsLeft(2, '20250316')).toEqual([3]);
  });

  it('while the supplement waits for payment the booking cannot be extended: the extension would stay at the old shop', async () => {
    const orderId = await paidBooking(1, '20250318');
    expectContent(await move({ orderId, storeId: 2 }), changeStoreEndpoint);
    const extension = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250319', endDate: '20250319', delayId: orderId };
    const before = await orderTablesSnapshot(db());
    expectFailure(
      await server.client.post(checkoutEndpoint.path, extension, sessions.alice),
      200,
      'an extension or a change of shop of this booking is waiting for payment, please pay or cancel it first',
    );
    expect(await orderTablesSnapshot(db())).toEqual(before);
  });

  it('an unpaid supplement lapses: the new shop’s units are free again and the booking stays', async () => {
    const orderId = await paidBooking(1, '20250317');
    const supplement = expectContent(await move({ orderId, storeId: 2 }), changeStoreEndpoint).supplement;
    expect(await server.client.bagsLeft(2, '20250317')).toEqual([2]);
    server.now = Date.parse(supplement?.payBefore ?? '') + 1;
    expect(await server.client.bagsLeft(2, '20250317')).toEqual([3]);
    expect(await orderRow(orderId)).toMatchObject({ store_id: 1, pay_amount: 800, status: 'paid' });
  });
});
