import { payNotifyEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { confirmPayment } from '../../services/payment/confirm-payment';
import { paymentDepsOf } from './payment-deps-of';

/** POST /api/user/order/pay/notify/: the client reports a payment; the server asks the provider (see confirmPayment). */
export const payNotifyRoute = defineRoute(payNotifyEndpoint, ({ params, caller, context, request }) =>
  confirmPayment(paymentDepsOf(context, request.log), caller.userId, params.orderId),
);
