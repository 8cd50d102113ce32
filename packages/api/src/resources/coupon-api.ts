import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { claimCouponWire, claimShareCouponWire, couponInfoWire, shareActivityWire, userCouponsWire } from '../wire/wire-endpoints';

/** The cache tag of every page of the traveller's coupons (any status filter). */
const COUPON_LIST = { type: 'Coupon' as const, id: 'LIST' };

/** The cache tag of an activity's coupon (coupon_info of template `id`). */
const offerTag = (id: number | string) => ({ type: 'Coupon' as const, id: `offer-${String(id)}` });

/** The cache tag of the share activity (share_new, with or without a friend's link). */
const SHARE_ACTIVITY = { type: 'Coupon' as const, id: 'share' };

/**
 * The traveller's coupons (spec §7 act calls): my coupons by page and status with the counts per status,
 * an activity's coupon (coupon_info, public) and claiming it (coupon_v2). A claim refetches my coupons and
 * the activity's answer (its stock and the caller's copies changed). coupon_info is never served from an
 * earlier answer: the stock moves, and a guest's answer does not count the copies of the traveller they
 * become by logging in. The share activity (share_new) and a friend's claim from a link (share_coupon)
 * follow the same way: a claim refetches my coupons and the share activity (the link's answer now refuses).
 */
export const couponApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userCoupons: endpointQuery(build, userCouponsWire, { providesTags: [COUPON_LIST] }),
    couponInfo: endpointQuery(build, couponInfoWire, {
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { id }) => [offerTag(id)],
    }),
    claimCoupon: endpointMutation(build, claimCouponWire, {
      invalidatesTags: (_result, _error, { id }) => [COUPON_LIST, offerTag(id)],
    }),
    shareActivity: endpointQuery(build, shareActivityWire, { keepUnusedDataFor: 0, providesTags: [SHARE_ACTIVITY] }),
    claimShareCoupon: endpointMutation(build, claimShareCouponWire, { invalidatesTags: [COUPON_LIST, SHARE_ACTIVITY] }),
  }),
});

export const { useUserCouponsQuery, useCouponInfoQuery, useClaimCouponMutation, useShareActivityQuery, useClaimShareCouponMutation } = couponApi;
