import { comboPayCancelEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { cancelComboOrder } from '../../services/combo/cancel-combo-order';

/** POST /api/act/combo_order/pay/cancel/: gives up paying one of the caller's combo orders (see cancelComboOrder). */
export const comboPayCancelRoute = defineRoute(comboPayCancelEndpoint, ({ params, caller, context }) =>
  cancelComboOrder(context.db, caller.userId, params.comboOrderId, context.clock()),
);
