import { walkInQuoteEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { priceWalkIn } from '../../services/business/counter/price-walk-in';

/** POST /api/business/order/walk_in_quote/: the price of a walk-in booking. */
export const walkInQuoteRoute = defineRoute(walkInQuoteEndpoint, async ({ params, context }) => (await priceWalkIn(context.db, params, context.clock())).quote);
