import { totalDays } from '@luggage/domain/dates';
import { bookingCartRefusal, priceBookingCart } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { bookingCartFailure } from '../inventory/booking-cart-failure';
import { ApiFailure } from '../../errors/api-failure';
import { readShopInventory, type InventoryShop } from '../store/get-shop-inventory';
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
  return (await priceShopBooking(db, cart, now)).priced;
}

/**
 * priceBooking for a traveller's own booking (checkout, a change of shop), which the shop must also take:
 * 'bookingNotSupported' (asked after 'shopNotFound', before the cart's refusals) when it does not. Answers the
 * priced cart and the shop's city (a coupon's scope); the shop is read in the statement that reads its goods.
 */
export async function priceOnlineBooking(db: Kysely<DatabaseSchema>, cart: BookingCart, now: number): Promise<{ priced: PricedCart; cityId: number }> {
  const { priced, shop } = await priceShopBooking(db, cart, now, (read) => {
    if (!read.isSupportScheduled) throw new ApiFailure('bookingNotSupported');
  });
  return { priced, cityId: shop.cityId };
}

/** priceBooking, with the shop's facts, asking `checkShop` about them (when given) before the cart's refusals. */
async function priceShopBooking(
  db: Kysely<DatabaseSchema>,
  cart: BookingCart,
  now: number,
  checkShop?: (shop: InventoryShop) => void,
): Promise<{ priced: PricedCart; shop: InventoryShop }> {
  const { days, discountPercent, shop } = await readShopInventory(db, cart, now);
  checkShop?.(shop);
  const refusal = bookingCartRefusal(cart.goodsList, days);
  if (refusal) throw await bookingCartFailure(db, cart, refusal);
  const storageDays = totalDays(cart.startDate, cart.endDate);
  return { priced: { startDate: cart.startDate, endDate: cart.endDate, totalDays: storageDays, ...priceBookingCart(cart.goodsList, days, discountPercent) }, shop };
}
