import { addOrderEndpoint, checkoutEndpoint, claimCouponEndpoint, successEnvelopeSchema, type LoginResponse } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp, expectContent, failureOf } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ORDERS = 10;
const post = (path: string, body: Record<string, unknown>, session: Pick<LoginResponse, 'userId' | 'userToken'>) =>
  testApp.app.inject(signedPost(path, body, { headers: userHeaders(session) }));
const addOrderSucceeded = (body: unknown) => successEnvelopeSchema(addOrderEndpoint.response).safeParse(body).success;
/** Bags held at shop 6 on `day` ('yyyy-MM-dd') by any order. */
const heldBags = async (day: string) =>
  Number(
    (
      await sql<{ units: string }>`SELECT coalesce(sum(r.units), 0) AS units FROM inventory_reservation r
        WHERE r.store_id = 6 AND r.goods_id = 2 AND r.day = ${day}::date`.execute(testApp.database.db)
    ).rows[0]?.units,
  );

describe('add order with one coupon under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])(`run %i: ${ORDERS} checkouts with one coupon, then ${ORDERS} add-orders at once; exactly one order holds it`, async (run) => {
    const db = testApp.database.db;
    const day = `2025-03-1${run}`;
    const [traveller] = await insertTestSessions(db, 1);
    if (!traveller) throw new Error('no traveller');
    const templateId = await insertTestCouponTemplate(db, { minSpend: 0 });
    const coupon = expectContent(await post(claimCouponEndpoint.path, { id: templateId }, traveller), claimCouponEndpoint).coupon.clientCouponId;
    const cart = { storeId: 6, goodsList: [{ goodsId: 2, count: 1 }], startDate: day.replaceAll('-', ''), endDate: day.replaceAll('-', ''), coupon };
    const tokens: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const priced = expectContent(await post(checkoutEndpoint.path, cart, traveller), checkoutEndpoint);
      expect(priced.coupon).toEqual({ clientCouponId: coupon, amount: 500 });
      tokens.push(priced.addOrderToken);
    }

    const answers = await Promise.all(tokens.map((addOrderToken) => post(addOrderEndpoint.path, { addOrderToken, order_from: 'web' }, traveller)));

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const bodies = answers.map((answer) => answer.json<unknown>());
    const winners = bodies.filter(addOrderSucceeded);
    expect(winners).toHaveLength(1);
    expect(bodies.filter((body) => !addOrderSucceeded(body))).toEqual(
      Array.from({ length: ORDERS - 1 }, () => failureOf('this coupon is no longer available')),
    );
    const orders = await db.selectFrom('user_order').select(['id', 'pay_amount', 'coupon_id', 'coupon_amount']).where('user_id', '=', traveller.userId).execute();
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ coupon_id: coupon, coupon_amount: 500 });
    expect(await db.selectFrom('user_coupon').select(['state', 'order_id']).where('id', '=', coupon).executeTakeFirstOrThrow()).toEqual({ state: 'locked', order_id: order?.id });
    // Only the winner holds a bag; the refused ones wrote nothing (their tokens are unused, no goods, no reservations).
    expect(await heldBags(day)).toBe(1);
    const usedTokens = await db.selectFrom('checkout_token').select('order_id').where('user_id', '=', traveller.userId).where('used_at', 'is not', null).execute();
    expect(usedTokens).toEqual([{ order_id: order?.id }]);
    const goods = await db.selectFrom('user_order_goods as g').innerJoin('user_order as o', 'o.id', 'g.order_id').select('g.order_id').where('o.user_id', '=', traveller.userId).execute();
    expect(goods).toEqual([{ order_id: order?.id }]);
  });
});
