import { comboPayInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { startComboPayment } from '../../services/combo/start-combo-payment';
import { boundOpenidOf } from '../../services/wechat/bound-openid-of';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** GET /api/act/combo_order/pay/info/: the sheet to pay one of the caller's unpaid combo orders (see startComboPayment). */
export const comboPayInfoRoute = defineRoute(comboPayInfoEndpoint, ({ params, caller, context, request }) =>
  startComboPayment(paymentDepsOf(context, request.log), caller.userId, params, () => boundOpenidOf(context.db, context.wechat.appId, caller.userId)),
);
