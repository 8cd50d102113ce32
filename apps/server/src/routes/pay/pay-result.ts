import { payResultEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { orderPayState } from '../../services/payment/order-pay-state';

/** GET /api/user/order/pay/result/: where the payment of one of the caller's orders stands. */
export const payResultRoute = defineRoute(payResultEndpoint, ({ params, caller, context }) => orderPayState(context.db, caller.userId, params.orderId, context.clock()));
