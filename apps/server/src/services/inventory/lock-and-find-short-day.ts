import { daysInRange, fromYyyymmdd, toYyyymmdd } from '@luggage/domain/dates';
import { firstShortDay } from '@luggage/domain/inventory';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectHeldUnits } from './select-held-units';

/** What a booking needs at a shop: `lines` units on every day from `startDate` to `endDate` (yyyymmdd). */
export interface UnitsWanted {
  storeId: number;
  startDate: string;
  endDate: string;
  lines: { goodsId: number; count: number }[];
  /** ms: which orders hold their units (see orderHoldsUnits). */
  now: number;
}

/**
 * The capacity check of a booking, inside the transaction `trx`: locks the shop's store_goods rows of the
 * wanted goods (FOR UPDATE, by goods_id so two bookings never wait on each other crosswise), recounts the
 * units held at `now` and answers the first day and goods without room, or null when everything fits.
 * Reservations of orders that do not hold at `now` (lapsed, cancelled) do not count, so a payment that
 * arrives late can ask whether its own order still fits. Writers that insert or revive reservations after
 * a null answer cannot oversell: the lock keeps the next check waiting until they commit.
 */
export async function lockAndFindShortDay(trx: Kysely<DatabaseSchema>, wanted: UnitsWanted): Promise<{ date: string; goodsId: number } | null> {
  const goods = await trx
    .selectFrom('store_goods')
    .select(['goods_id', 'capacity'])
    .where('store_id', '=', wanted.storeId)
    .where('goods_id', 'in', wanted.lines.map((line) => line.goodsId))
    .orderBy('goods_id')
    .forUpdate()
    .execute();
  const held = await selectHeldUnits(trx, wanted);
  const dates = daysInRange(fromYyyymmdd(wanted.startDate), fromYyyymmdd(wanted.endDate)).map((day) => toYyyymmdd(day));
  const stock = dates.map((date) => ({
    date,
    inventory: goods.map((line) => ({ goodsId: line.goods_id, count: line.capacity - (held.get(`${date}:${line.goods_id}`) ?? 0) })),
  }));
  return firstShortDay(stock, wanted.lines);
}
