import { storeInfoV3Endpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getOrderDetail } from '../../services/order/get-order-detail';
import { getShopDetail } from '../../services/store/get-shop-detail';

/**
 * GET /api/user/store/info_v3/: the shop (as info_v2, same 404) with the caller's order there ('order not
 * found' when unknown, another user's or at another shop).
 */
export const storeInfoV3Route = defineRoute(storeInfoV3Endpoint, async ({ params, caller, context }) => {
  const now = context.clock();
  const shop = await getShopDetail(context.db, params.storeId, now);
  const order = await getOrderDetail(context, caller.userId, { orderId: params.orderId, storeId: params.storeId }, now);
  return { ...shop, order };
});
