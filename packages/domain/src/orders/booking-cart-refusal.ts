import { firstShortDay, type WantedGoods } from '../inventory/first-short-day';
import type { InventoryDay } from '../inventory/inventory-day';

/** Why a booking cannot be made from a shop's inventory: see {@link bookingCartRefusal}. */
export type BookingCartRefusal =
  /** The shop does not store this goods. */
  | { reason: 'goodsNotOffered'; goodsId: number }
  /** Day `date` (as `days` name it) has too few units of `goodsId` left. */
  | { reason: 'noRoom'; date: string; goodsId: number };

/**
 * Why `goodsList` cannot be booked over `days` (the shop's inventory on each day of the booking, in
 * order, as availability shows it), or null when it can: a goods with items that the shop does not offer
 * (no price on the first day), else the first day and goods without room (firstShortDay: each day must
 * have room for each line). Lines with count 0 are left out. A quote's check: the booking itself checks
 * the room again under lock.
 */
export function bookingCartRefusal(goodsList: readonly WantedGoods[], days: readonly InventoryDay[]): BookingCartRefusal | null {
  const wanted = goodsList.filter((line) => line.count > 0);
  const offered = new Set(days[0]?.inventory.map((item) => item.goodsId));
  const missing = wanted.find((line) => !offered.has(line.goodsId));
  if (missing) return { reason: 'goodsNotOffered', goodsId: missing.goodsId };
  const shortage = firstShortDay(days, wanted);
  return shortage && { reason: 'noRoom', ...shortage };
}
