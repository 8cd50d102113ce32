import { addOrderEndpoint, changeStoreEndpoint, checkoutEndpoint, claimCouponEndpoint, sandboxPayEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import type { SeedCouponTemplate } from '../../db/seed/load-coupon-templates';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { expectContent } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// Test shops: 1 takes bags at 800 fen a day (¥10 −20 %), 2 at 1500.
const { server } = useSandboxTestApp('sandbox-secret-for-the-move-coupon-tests', { alice: '13900000163' });
const { sessions } = server;
const db = () => server.testApp.database.db;

/** A paid booking of one bag at `storeId` from `start` to `end` (yyyymmdd) for alice, priced with a new coupon of `template` (¥5 off from ¥10 unless told). */
const paidWithCoupon = async (storeId: number, start: string, end: string, template: Partial<SeedCouponTemplate>) => {
  const id = await insertTestCouponTemplate(db(), template);
  const coupon = expectContent(await server.client.post(claimCouponEndpoint.path, { id }, sessions.alice), claimCouponEndpoint).coupon.clientCouponId;
  const cart = { storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: start, endDate: end, coupon };
  const token = expectContent(await server.client.post(checkoutEndpoint.path, cart, sessions.alice), checkoutEndpoint).addOrderToken;
  const { orderId } = expectContent(await server.client.post(addOrderEndpoint.path, { addOrderToken: token, order_from: 'web' }, sessions.alice), addOrderEndpoint);
  expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo: await server.client.startPaying(sessions.alice, orderId), outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
  return { orderId, coupon };
};
const orderRow = (orderId: string) =>
  db().selectFrom('user_order').select(['store_id', 'pay_amount', 'coupon_id', 'coupon_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
const couponRow = (id: string) => db().selectFrom('user_coupon').select(['state', 'order_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('change_store and the booking’s coupon', () => {
  it('a coupon that still applies at the new shop stays with the booking and takes off what it takes off there', async () => {
    // Two days at shop 2: 3000 − 500 = 2500; at shop 1: 1600 − 500 = 1100.
    const { orderId, coupon } = await paidWithCoupon(2, '20250318', '20250319', {});
    expect(await orderRow(orderId)).toEqual({ store_id: 2, pay_amount: 2500, coupon_id: coupon, coupon_amount: 500 });
    const moved = expectContent(await server.client.post(changeStoreEndpoint.path, { orderId, storeId: 1 }, sessions.alice), changeStoreEndpoint);
    expect(moved).toMatchObject({ payAmount: 1100, couponAmount: 500, difference: -1400, moved: true, refundAmount: 1400 });
    expect(await orderRow(orderId)).toEqual({ store_id: 1, pay_amount: 1100, coupon_id: coupon, coupon_amount: 500 });
    expect(await couponRow(coupon)).toEqual({ state: 'used', order_id: orderId });
  });

  it('a coupon not valid at the new shop is given back and the booking is priced without it', async () => {
    // One day at shop 2 with a coupon for shop 2 only: 1500 − 500 = 1000; at shop 1 without it: 800.
    const { orderId, coupon } = await paidWithCoupon(2, '20250320', '20250320', { scope: { kind: 'shops', storeIds: [2] } });
    const moved = expectContent(await server.client.post(changeStoreEndpoint.path, { orderId, storeId: 1 }, sessions.alice), changeStoreEndpoint);
    expect(moved).toMatchObject({ payAmount: 800, couponAmount: 0, difference: -200, moved: true, refundAmount: 200 });
    expect(await orderRow(orderId)).toEqual({ store_id: 1, pay_amount: 800, coupon_id: null, coupon_amount: 0 });
    expect(await couponRow(coupon)).toEqual({ state: 'unused', order_id: null });
  });
});
