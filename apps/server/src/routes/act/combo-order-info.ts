import { comboOrderInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getComboOrder } from '../../services/combo/get-combo-order';

/** GET /api/act/combo_order/info/: one of the caller's combo orders, read at the server's clock. */
export const comboOrderInfoRoute = defineRoute(comboOrderInfoEndpoint, ({ params, caller, context }) =>
  getComboOrder(context.db, caller.userId, params.comboOrderId, context.clock()),
);
