import { comboOrderListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listComboOrders } from '../../services/combo/list-combo-orders';

/** GET /api/act/combo_order/list/: the caller's combo orders, newest first (see listComboOrders). */
export const comboOrderListRoute = defineRoute(comboOrderListEndpoint, ({ params, caller, context }) => listComboOrders(context.db, caller.userId, params, context.clock()));
