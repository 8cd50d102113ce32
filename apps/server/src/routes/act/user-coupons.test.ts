import { claimCouponEndpoint, userCouponsEndpoint, type LoginResponse, type UserCoupon } from '@luggage/api/contract';
import { hasNextPage } from '@luggage/domain/paging';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/database-schema';
import type { SeedCouponTemplate } from '../../db/seed/load-coupon-templates';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp({ dave: '13900000021', erin: '13900000022', frank: '13900000023', grace: '13900000024' });
const { sessions } = server;
const db = () => server.testApp.database.db;
const MINUTE = 60_000;
const DAY = 86_400_000;

const list = (body: Record<string, unknown>, session: LoginResponse) => server.client.post(userCouponsEndpoint.path, body, { headers: userHeaders(session) });
const listed = async (body: Record<string, unknown>, session: LoginResponse) => expectContent(await list(body, session), userCouponsEndpoint);
/** Claims a copy of a new template for `session` and returns it. */
const claimNew = async (session: LoginResponse, overrides: Partial<SeedCouponTemplate> = {}): Promise<UserCoupon> => {
  const id = await insertTestCouponTemplate(db(), overrides);
  return expectContent(await server.client.post(claimCouponEndpoint.path, { id }, { headers: userHeaders(session) }), claimCouponEndpoint).coupon;
};
/** Locks (or, with `used`, uses) `coupon` by a new order of `session`'s in `status`, payable until `payBefore`. */
const useBy = async (coupon: UserCoupon, session: LoginResponse, order: { status: OrderStatus; payBefore: number; used?: boolean }) => {
  const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-02', units: 1, userId: session.userId, status: order.status, payBefore: order.payBefore });
  await db()
    .updateTable('user_coupon')
    .set({ state: order.used ? 'used' : 'locked', order_id: orderId, used_at: order.used ? new Date(TEST_NOW) : null })
    .where('id', '=', coupon.clientCouponId)
    .execute();
  return orderId;
};
const endedYesterday = (coupon: UserCoupon) =>
  db().updateTable('user_coupon').set({ starts_at: new Date(TEST_NOW - 31 * DAY), ends_at: new Date(TEST_NOW - DAY) }).where('id', '=', coupon.clientCouponId).execute();

describe('POST /api/act/coupon_user/', () => {
  it('reads each status from the clock and filters, counts and answers alike (SQL and the domain rule agree)', async () => {
    const { dave } = sessions;
    const cases: [string, () => Promise<UserCoupon>, number, 'order' | null][] = [
      ['untouched', () => claimNew(dave), 0, null],
      ['held by an unpaid order inside its pay-before', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'unpaid', payBefore: TEST_NOW + 15 * MINUTE });
        return coupon;
      }, 1, 'order'],
      ['held by an unpaid order past its pay-before: free again', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'unpaid', payBefore: TEST_NOW - MINUTE });
        return coupon;
      }, 0, null],
      ['held by an order its traveller cancelled', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'cancelled', payBefore: TEST_NOW + 15 * MINUTE });
        return coupon;
      }, 0, null],
      ['used by a paid order', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'paid', payBefore: TEST_NOW - MINUTE, used: true });
        return coupon;
      }, 2, 'order'],
      ['ended unused', async () => {
        const coupon = await claimNew(dave);
        await endedYesterday(coupon);
        return coupon;
      }, 3, null],
      ['ended while held by a lapsed order', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'unpaid', payBefore: TEST_NOW - MINUTE });
        await endedYesterday(coupon);
        return coupon;
      }, 3, null],
      ['ended while an unpaid order may still pay with it', async () => {
        const coupon = await claimNew(dave);
        await useBy(coupon, dave, { status: 'unpaid', payBefore: TEST_NOW + 15 * MINUTE });
        await endedYesterday(coupon);
        return coupon;
      }, 1, 'order'],
    ];
    const made: [string, string, number, 'order' | null][] = [];
    for (const [name, make, status, order] of cases) made.push([name, (await make()).clientCouponId, status, order]);

    const all = await listed({}, dave);
    expect(await listed({ clientCouponStatus: null }, dave)).toEqual(all);
    const byId = new Map(all.coupons.map((coupon) => [coupon.clientCouponId, coupon]));
    expect(made.map(([name, id]) => [name, byId.get(id)?.clientCouponStatus])).toEqual(made.map(([name, , status]) => [name, status]));
    expect(made.map(([name, id]) => [name, byId.get(id)?.orderId === null ? null : 'order'])).toEqual(made.map(([name, , , order]) => [name, order]));
    for (const status of [0, 1, 2, 3]) {
      const filtered = await listed({ clientCouponStatus: status }, dave);
      expect(filtered.coupons.map((coupon) => coupon.clientCouponId).sort()).toEqual(made.filter(([, , expected]) => expected === status).map(([, id]) => id).sort());
      expect(filtered.coupons.every((coupon) => coupon.clientCouponStatus === status)).toBe(true);
    }
    expect(all.counts).toEqual({ unused: 3, locked: 2, used: 1, expired: 2 });
  });

  it('lists unused then locked coupons soonest-ending first, then used and expired latest-ending first', async () => {
    const { erin } = sessions;
    const window = (until: string): Partial<SeedCouponTemplate> => ({ validity: { kind: 'window', from: '2025-03-01', until } });
    const unusedLate = await claimNew(erin, window('2025-05-01'));
    const unusedSoon = await claimNew(erin, window('2025-03-10'));
    const locked = await claimNew(erin, window('2025-06-01'));
    await useBy(locked, erin, { status: 'unpaid', payBefore: TEST_NOW + 15 * MINUTE });
    const usedLate = await claimNew(erin, window('2025-04-01'));
    await useBy(usedLate, erin, { status: 'paid', payBefore: TEST_NOW, used: true });
    const usedSoon = await claimNew(erin, window('2025-03-05'));
    await useBy(usedSoon, erin, { status: 'paid', payBefore: TEST_NOW, used: true });
    const expired = await claimNew(erin, window('2025-03-20'));
    await db().updateTable('user_coupon').set({ ends_at: new Date('2025-03-01T00:00:00+08:00'), starts_at: new Date('2025-02-01T00:00:00+08:00') }).where('id', '=', expired.clientCouponId).execute();

    const { coupons } = await listed({}, erin);
    expect(coupons.map((coupon) => coupon.clientCouponId)).toEqual([unusedSoon, unusedLate, locked, usedLate, usedSoon, expired].map((coupon) => coupon.clientCouponId));
    expect(coupons.map((coupon) => coupon.remainingDays)).toEqual([9, 61, 92, 31, 4, 0]);
  });

  it('pages by 10, a next page only after a full one, and shows nobody else’s coupons', async () => {
    const { frank, grace } = sessions;
    const id = await insertTestCouponTemplate(db(), { perPersonLimit: 12 });
    for (let copy = 0; copy < 12; copy += 1) {
      expectContent(await server.client.post(claimCouponEndpoint.path, { id }, { headers: userHeaders(frank) }), claimCouponEndpoint);
    }
    const first = await listed({ page: 1 }, frank);
    const second = await listed({ page: 2 }, frank);
    expect([first.coupons.length, hasNextPage(first.coupons.length)]).toEqual([10, true]);
    expect([second.coupons.length, hasNextPage(second.coupons.length)]).toEqual([2, false]);
    expect(second.page).toBe(2);
    expect(new Set([...first.coupons, ...second.coupons].map((coupon) => coupon.clientCouponId)).size).toBe(12);
    expect((await listed({ page: 2, pageSize: 5 }, frank)).coupons.map((coupon) => coupon.clientCouponId)).toEqual(first.coupons.slice(5, 10).map((coupon) => coupon.clientCouponId));
    expect(await listed({}, grace)).toEqual({ coupons: [], page: 1, counts: { unused: 0, locked: 0, used: 0, expired: 0 } });
  });

  it('moves a coupon to expired when the clock passes its end, with no job running', async () => {
    const { grace } = sessions;
    const coupon = await claimNew(grace, { validity: { kind: 'days', days: 1 } });
    expect(coupon).toMatchObject({ clientCouponStatus: 0, remainingDays: 1, lastDay: '2025-03-02' });
    server.now = Date.parse('2025-03-02T23:59:59+08:00');
    expect((await listed({}, grace)).coupons[0]).toMatchObject({ clientCouponStatus: 0, remainingDays: 0 });
    server.now = Date.parse('2025-03-03T00:00:00+08:00');
    expect((await listed({}, grace)).coupons[0]).toMatchObject({ clientCouponStatus: 3, remainingDays: 0 });
    expect((await listed({ clientCouponStatus: 3 }, grace)).counts).toMatchObject({ unused: 0, expired: 1 });
  });

  it.each([
    ['status 4', { clientCouponStatus: 4 }, 'clientCouponStatus'],
    ['a status word', { clientCouponStatus: 'expired' }, 'clientCouponStatus'],
    ['page size 20', { pageSize: 20 }, 'pageSize'],
    ['page 0', { page: 0 }, 'page'],
  ])('refuses %s', async (_, body, field) => {
    expectFailure(await list(body, sessions.dave), 200, `invalid parameter: ${field}`);
  });

  it('needs a session (HTTP 401)', async () => {
    expectFailure(await server.client.post(userCouponsEndpoint.path, {}), 401, 'token has expired, please log in again');
  });
});
