import { userCouponsEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listUserCoupons } from '../../services/coupon/list-user-coupons';

/** POST /api/act/coupon_user/: the caller's coupons, a page at a time, optionally in one status. */
export const userCouponsRoute = defineRoute(userCouponsEndpoint, ({ params, caller, context }) => listUserCoupons(context.db, caller.userId, params, context.clock()));
