import { couponInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { optionalSession } from '../../http/optional-session';
import { getCouponOffer } from '../../services/coupon/get-coupon-offer';

/** GET /api/act/coupon_info/: an activity's coupon, for guests too; a traveller's copies are counted when signed in. */
export const couponInfoRoute = defineRoute(couponInfoEndpoint, async ({ params, context, request }) => {
  const caller = await optionalSession(context, request, 'user');
  return getCouponOffer(context.db, params.id, caller?.userId ?? null, context.clock());
});
