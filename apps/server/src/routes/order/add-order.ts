import { addOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { addOrder } from '../../services/order/add-order';

/** POST /api/user/order/add/: turns an addOrderToken into an unpaid order holding its inventory. */
export const addOrderRoute = defineRoute(addOrderEndpoint, ({ params, caller, context }) => addOrder(context, caller.userId, params));
