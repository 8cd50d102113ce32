import { ORDER_MAX_DAYS, type WalkInQuote } from '@luggage/api/contract';
import { fromYyyymmdd, shanghaiToday, toYyyymmdd, totalDays } from '@luggage/domain/dates';
import { firstShortDay } from '@luggage/domain/inventory';
import { priceCart } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { bookingRefusal } from '../../inventory/booking-refusal';
import { selectClosedDays } from '../../inventory/select-closed-days';
import type { PricedCart } from '../../order/priced-cart';
import { getShopInventory } from '../../store/get-shop-inventory';

/** A walk-in booking as the contract has parsed it. */
export interface WalkInCart {
  storeId: number;
  goodsList: { goodsId: 1 | 2; count: number }[];
  /** yyyymmdd, Asia/Shanghai: the last day (the first is today). */
  endDate: string;
}

/**
 * Prices a walk-in booking at `now` like a traveller's checkout: from today (Shanghai) to `endDate`
 * ('invalid parameter: endDate' before today or over ORDER_MAX_DAYS days), the shop's prices and
 * discount from the database ('goodsNotOffered' for goods the shop does not take) and the room on
 * every day as availability shows it (the no-room refusals; 'shopClosedOnDate' on a closed day). The
 * booking itself checks the room again under lock (reserveInventory). Answers the priced cart (dates
 * yyyymmdd) and the quote (days yyyy-MM-dd).
 */
export async function priceWalkIn(db: Kysely<DatabaseSchema>, cart: WalkInCart, now: number): Promise<{ priced: PricedCart; quote: WalkInQuote }> {
  const today = shanghaiToday(now);
  const endIso = fromYyyymmdd(cart.endDate);
  if (endIso < today || totalDays(today, endIso) > ORDER_MAX_DAYS) throw ApiFailure.invalidParameter('endDate');
  const startDate = toYyyymmdd(today);
  const { days } = await getShopInventory(db, { storeId: cart.storeId, startDate, endDate: cart.endDate }, now);
  const store = await db.selectFrom('store').select('discount').where('id', '=', cart.storeId).executeTakeFirstOrThrow();
  const regularPrices = new Map(days[0]?.inventory.map((item) => [item.goodsId, item.price]));
  const lines = cart.goodsList.map((line) => ({ ...line, price: regularPrices.get(line.goodsId) }));
  if (!lines.every((line): line is typeof line & { price: number } => line.price !== undefined)) throw new ApiFailure('goodsNotOffered');
  const shortage = firstShortDay(days, cart.goodsList);
  if (shortage) {
    const closedDays = await selectClosedDays(db, { storeId: cart.storeId, startDate, endDate: cart.endDate });
    throw bookingRefusal({ ...shortage, closed: closedDays.includes(shortage.date) });
  }
  const storageDays = totalDays(today, endIso);
  const priced: PricedCart = { startDate, endDate: cart.endDate, totalDays: storageDays, ...priceCart(lines, store.discount, storageDays) };
  return {
    priced,
    quote: {
      startTime: today,
      endTime: endIso,
      totalDays: storageDays,
      orderAmount: priced.orderAmount,
      discountAmount: priced.discountAmount,
      payAmount: priced.payAmount,
    },
  };
}
