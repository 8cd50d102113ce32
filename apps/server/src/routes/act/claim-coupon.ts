import { claimCouponEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { claimCoupon } from '../../services/coupon/claim-coupon';

/** POST /api/act/coupon_v2/: the caller claims one copy of an activity's coupon, exactly once (see claimCoupon). */
export const claimCouponRoute = defineRoute(claimCouponEndpoint, ({ params, caller, context }) => claimCoupon(context, caller.userId, params));
