import { payCancelEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { cancelUnpaidOrder } from '../../services/payment/cancel-unpaid-order';

/** POST /api/user/order/pay/cancel/: gives up paying one of the caller's orders (see cancelUnpaidOrder). */
export const payCancelRoute = defineRoute(payCancelEndpoint, ({ params, caller, context }) => cancelUnpaidOrder(context.db, caller.userId, params.orderId, context.clock()));
