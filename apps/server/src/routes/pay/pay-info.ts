import { payInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { startPayment } from '../../services/payment/start-payment';
import { boundOpenidOf } from '../../services/wechat/bound-openid-of';
import { paymentDepsOf } from './payment-deps-of';

/** GET /api/user/order/pay/info/: the sheet to pay one of the caller's unpaid orders, as their bound WeChat user (see startPayment). */
export const payInfoRoute = defineRoute(payInfoEndpoint, ({ params, caller, context, request }) =>
  startPayment(paymentDepsOf(context, request.log), caller.userId, params, () => boundOpenidOf(context.db, context.wechat.appId, caller.userId)),
);
