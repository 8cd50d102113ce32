import { walkInEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { makeWalkInOrder } from '../../services/business/counter/make-walk-in-order';

/** POST /api/business/order/walk_in/: a walk-in booking, paid and checked in at the counter. */
export const walkInRoute = defineRoute(walkInEndpoint, ({ params, caller, context }) => makeWalkInOrder(context, { ...params, userId: caller.userId }));
