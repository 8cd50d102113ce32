import { editOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestOrderEdit } from '../../services/order/request-order-edit';

/** POST /api/edit/apply/: asks the shop to move the order to other days. */
export const editOrderRoute = defineRoute(editOrderEndpoint, ({ params, caller, context }) => requestOrderEdit(context, caller.userId, params));
