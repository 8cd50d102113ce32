import { setShopClosureEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { setShopClosure } from '../../services/business/shop/set-shop-closure';

/** POST /api/business/shop/closure/ (owners): closes or reopens a day. */
export const setShopClosureRoute = defineRoute(setShopClosureEndpoint, ({ params, caller, context }) =>
  setShopClosure(context.db, { ...params, userId: caller.userId }, context.clock()),
);
