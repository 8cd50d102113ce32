import { totalDays } from '@luggage/domain/dates';
import { bookingCartRefusal, priceBookingCart } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { bookingCartFailure } from '../inventory/booking-cart-failure';
import { readShopInventory } from '../store/get-shop-inventory';
import type { PricedCart } from './priced-cart';

/** A booking to price: goods at a shop for every day from `startDate` to `endDate` ('yyyy-MM-dd', both included). */
export interface BookingCart {
  storeId: number;
  goodsList: { goodsId: 1 | 2; count: number }[];
  startDate: string;
  endDate: string;
}

/**
 * Prices a booking at `now` from the database, for checkout and the counter's walk-in alike: the shop's
 * inventory of every day as availability shows it, checked and priced by the domain (bookingCartRefusal:
 * 'goodsNotOffered' for goods the shop does not take, else the no-room refusal, or 'shopClosedOnDate' on
 * a closed day; priceBookingCart: the shop's regular prices at its discount, lines of count 0 left
 * out). The booking itself checks again under lock.
 */
export async function priceBooking(db: Kysely<DatabaseSchema>, cart: BookingCart, now: number): Promise<PricedCart> {
  const { days, discountPercent } = await readShopInventory(db, cart, now);
  const refusal = bookingCartRefusal(cart.goodsList, days);
  if (refusal) throw await bookingCartFailure(db, cart, refusal);
  const storageDays = totalDays(cart.startDate, cart.endDate);
  return { startDate: cart.startDate, endDate: cart.endDate, totalDays: storageDays, ...priceBookingCart(cart.goodsList, days, discountPercent) };
}
