import { comboRefundEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { refundComboOrder } from '../../services/combo/refund-combo-order';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/act/combo_order/refund/: refunds the unused entries of one of the caller's combo orders, once (see refundComboOrder). */
export const comboRefundRoute = defineRoute(comboRefundEndpoint, ({ params, caller, context, request }) =>
  refundComboOrder(paymentDepsOf(context, request.log), caller.userId, params.comboOrderId),
);
