import { comboPayNotifyEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { confirmComboPayment } from '../../services/combo/confirm-combo-payment';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/act/combo_order/pay/notify/: the client reports a combo payment; the server asks the provider (see confirmComboPayment). */
export const comboPayNotifyRoute = defineRoute(comboPayNotifyEndpoint, ({ params, caller, context, request }) =>
  confirmComboPayment(paymentDepsOf(context, request.log), caller.userId, params.comboOrderId),
);
