import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimCouponEndpoint } from '../contract/act/claim-coupon';
import { claimShareCouponEndpoint } from '../contract/act/claim-share-coupon';
import { couponInfoEndpoint } from '../contract/act/coupon-info';
import { shareActivityEndpoint } from '../contract/act/share-activity';
import { userCouponsEndpoint } from '../contract/act/user-coupons';
import type { UserCoupon } from '../contract/entities/coupon';
import { buildCouponInfo, buildShareActivity, buildUserCoupon, mockEndpoint } from '../mocks';
import { createAppStore } from '../store';
import { couponApi } from './coupon-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A server holding `held`, whose coupon_v2 adds a copy of template 2; answers the bodies and queries it received. */
function couponServer(held: UserCoupon[]) {
  const received: { path: string; params: Record<string, unknown> }[] = [];
  const counts = () => ({ unused: held.length, locked: 0, used: 0, expired: 0 });
  server.use(
    mockEndpoint(userCouponsEndpoint, (params) => {
      received.push({ path: 'coupon_user', params });
      return { content: { coupons: [...held], page: Number(params.page ?? 1), counts: counts() } };
    }),
    mockEndpoint(couponInfoEndpoint, (params) => {
      received.push({ path: 'coupon_info', params });
      const claimed = held.filter((coupon) => coupon.templateId === 2).length;
      return { content: buildCouponInfo({ claimed, claimRefusal: claimed >= 1 ? 'limitReached' : null }) };
    }),
    mockEndpoint(claimCouponEndpoint, (params) => {
      received.push({ path: 'coupon_v2', params });
      const coupon = buildUserCoupon({ clientCouponId: '42', templateId: 2 });
      held.push(coupon);
      return { content: { coupon } };
    }),
    mockEndpoint(shareActivityEndpoint, (params) => {
      received.push({ path: 'share_new', params });
      const hasClaimed = held.some((coupon) => coupon.templateId === 4);
      return { content: buildShareActivity({ invite: { claimRefusal: hasClaimed ? 'alreadyClaimed' : null } }) };
    }),
    mockEndpoint(claimShareCouponEndpoint, (params) => {
      received.push({ path: 'share_coupon', params });
      const coupon = buildUserCoupon({ clientCouponId: '43', templateId: 4 });
      held.push(coupon);
      return { content: { coupon } };
    }),
  );
  return received;
}

describe('couponApi', () => {
  it('sends the page and status of my coupons as the contract says, and yields the decoded content', async () => {
    const received = couponServer([buildUserCoupon()]);
    const store = createAppStore();
    const result = await store.dispatch(couponApi.endpoints.userCoupons.initiate({ page: 1, pageSize: 10, clientCouponStatus: 0 }));
    expect(received).toEqual([{ path: 'coupon_user', params: { page: 1, pageSize: 10, clientCouponStatus: 0, v: 'web' } }]);
    expect(result.data?.coupons[0]?.lastDay).toBe('2026-12-23');
    expect(result.data?.counts).toEqual({ unused: 1, locked: 0, used: 0, expired: 0 });
  });

  it('a claim refetches my coupons and the activity it claimed from', async () => {
    const received = couponServer([buildUserCoupon()]);
    const store = createAppStore();
    const list = store.dispatch(couponApi.endpoints.userCoupons.initiate({ page: 1, pageSize: 10 }));
    const offer = store.dispatch(couponApi.endpoints.couponInfo.initiate({ id: 2 }));
    await list;
    await offer;
    await store.dispatch(couponApi.endpoints.claimCoupon.initiate({ id: 2 }));
    await expect.poll(() => received.map(({ path }) => path).sort()).toEqual(['coupon_info', 'coupon_info', 'coupon_user', 'coupon_user', 'coupon_v2']);
    await expect.poll(() => couponApi.endpoints.userCoupons.select({ page: 1, pageSize: 10 })(store.getState()).data?.coupons).toHaveLength(2);
    expect(couponApi.endpoints.couponInfo.select({ id: 2 })(store.getState()).data?.claimRefusal).toBe('limitReached');
    list.unsubscribe();
    offer.unsubscribe();
  });

  it('a claim from a share link refetches my coupons and the invitation', async () => {
    const received = couponServer([]);
    const store = createAppStore();
    const list = store.dispatch(couponApi.endpoints.userCoupons.initiate({ page: 1, pageSize: 10 }));
    const invitation = store.dispatch(couponApi.endpoints.shareActivity.initiate({ from: 'K7M2PQ9X' }));
    await list;
    await invitation;
    await store.dispatch(couponApi.endpoints.claimShareCoupon.initiate({ from: 'K7M2PQ9X' }));
    await expect.poll(() => received.map(({ path }) => path).sort()).toEqual(['coupon_user', 'coupon_user', 'share_coupon', 'share_new', 'share_new']);
    expect(received.find(({ path }) => path === 'share_coupon')?.params).toEqual({ from: 'K7M2PQ9X', v: 'web' });
    await expect.poll(() => couponApi.endpoints.userCoupons.select({ page: 1, pageSize: 10 })(store.getState()).data?.coupons).toHaveLength(1);
    expect(couponApi.endpoints.shareActivity.select({ from: 'K7M2PQ9X' })(store.getState()).data?.invite).toEqual({ claimRefusal: 'alreadyClaimed' });
    list.unsubscribe();
    invitation.unsubscribe();
  });
});
