import { orderStoreEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { checkInOrder } from '../../services/business/counter/check-in-order';
import { checkOutOrder } from '../../services/business/counter/check-out-order';

/** POST /api/user/order/store/: the counter's check-in (status 20) and check-out (status 30). */
export const orderStoreRoute = defineRoute(orderStoreEndpoint, ({ params, caller, context }) =>
  params.status === 20 ? checkInOrder(context, { ...params, userId: caller.userId }) : checkOutOrder(context, { ...params, userId: caller.userId }),
);
