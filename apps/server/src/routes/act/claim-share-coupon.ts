import { claimShareCouponEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { claimShareCoupon } from '../../services/share/claim-share-coupon';

/** POST /api/act/share_coupon/: a friend claims the coupon of a share link, once ever (see claimShareCoupon). */
export const claimShareCouponRoute = defineRoute(claimShareCouponEndpoint, ({ params, caller, context }) => claimShareCoupon(context, caller.userId, params));
