import { fromYyyymmdd, totalDays } from '@luggage/domain/dates';
import { priceCart } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { refuseShortAvailability } from '../inventory/refuse-short-availability';
import { getShopInventory } from '../store/get-shop-inventory';
import type { PricedCart } from './priced-cart';

/** A booking to price: goods at a shop for every day from `startDate` to `endDate` (yyyymmdd, both included). */
export interface BookingCart {
  storeId: number;
  goodsList: { goodsId: 1 | 2; count: number }[];
  startDate: string;
  endDate: string;
}

/**
 * Prices a booking at `now` from the database, for checkout and the counter's walk-in alike: the shop's
 * regular prices at `discountPercent` ('goodsNotOffered' for goods the shop does not take), lines of
 * count 0 left out, and the room on every day as availability shows it (refuseShortAvailability: the
 * no-room refusal, or 'shopClosedOnDate' on a closed day). The booking itself checks again under lock.
 */
export async function priceBooking(db: Kysely<DatabaseSchema>, cart: BookingCart, discountPercent: number, now: number): Promise<PricedCart> {
  const { days } = await getShopInventory(db, cart, now);
  const regularPrices = new Map(days[0]?.inventory.map((item) => [item.goodsId, item.price]));
  const wanted = cart.goodsList.filter((line) => line.count > 0);
  const lines = wanted.map((line) => ({ ...line, price: regularPrices.get(line.goodsId) }));
  if (!lines.every((line): line is typeof line & { price: number } => line.price !== undefined)) throw new ApiFailure('goodsNotOffered');
  await refuseShortAvailability(db, cart, days, wanted);
  const storageDays = totalDays(fromYyyymmdd(cart.startDate), fromYyyymmdd(cart.endDate));
  return { startDate: cart.startDate, endDate: cart.endDate, totalDays: storageDays, ...priceCart(lines, discountPercent, storageDays) };
}
