import { addOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestDevice } from '../../http/request-device';
import { addOrder } from '../../services/order/add-order';

/** POST /api/user/order/add/: turns an addOrderToken into an unpaid order holding its inventory, within the traveller's and the device's unpaid orders caps. */
export const addOrderRoute = defineRoute(addOrderEndpoint, ({ params, caller, context, request }) =>
  addOrder(context, { userId: caller.userId, device: requestDevice(request) }, params),
);
