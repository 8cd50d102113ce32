import { checkoutEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { checkOut } from '../../services/order/check-out';

/** POST /api/user/order/checkout_v2/: prices the cart on the server and returns a single-use addOrderToken. */
export const checkoutRoute = defineRoute(checkoutEndpoint, ({ params, caller, context }) => checkOut(context, caller.userId, params));
