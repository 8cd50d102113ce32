import { ORDER_MAX_DAYS, type EndpointParams, type WalkInQuote, type walkInQuoteEndpoint } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { storageDaysRefusals } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { priceBooking } from '../../order/price-booking';
import type { PricedCart } from '../../order/priced-cart';
import { refuse } from '../../order/refusal-failure';

/**
 * Prices a walk-in booking at `now` like a traveller's checkout: from today (Shanghai) to `endDate`
 * ('invalid parameter: endDate' before today or over ORDER_MAX_DAYS days), the shop's prices and
 * discount from the database ('goodsNotOffered' for goods the shop does not take) and the room on
 * every day as availability shows it (the no-room refusals; 'shopClosedOnDate' on a closed day). The
 * booking itself checks the room again under lock (reserveInventory). Answers the priced cart and the quote
 * (days 'yyyy-MM-dd' both).
 */
export async function priceWalkIn(db: Kysely<DatabaseSchema>, cart: EndpointParams<typeof walkInQuoteEndpoint>, now: number): Promise<{ priced: PricedCart; quote: WalkInQuote }> {
  const today = shanghaiToday(now);
  // From today, so the start never has passed: the end before it or too far is 'invalid parameter: endDate'.
  refuse(storageDaysRefusals({ startDate: today, endDate: cart.endDate }, now, ORDER_MAX_DAYS)[0]);
  const priced = await priceBooking(db, { ...cart, startDate: today }, now);
  return {
    priced,
    quote: {
      startTime: today,
      endTime: cart.endDate,
      totalDays: priced.totalDays,
      orderAmount: priced.orderAmount,
      discountAmount: priced.discountAmount,
      payAmount: priced.payAmount,
    },
  };
}
