import { orderStoreEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { checkInOrder } from '../../services/business/counter/check-in-order';
import { checkOutOrder } from '../../services/business/counter/check-out-order';

/** POST /api/user/order/store/: the counter's check-in (status 20) and check-out (status 30). */
export const orderStoreRoute = defineRoute(orderStoreEndpoint, ({ params, caller, context }) =>
  params.status === 20
    ? checkInOrder(context, { userId: caller.userId, storeId: caller.storeId, orderId: params.orderId, pic: params.pic })
    : checkOutOrder(context, { userId: caller.userId, storeId: caller.storeId, orderId: params.orderId, extraAmount: params.extraAmount }),
);
