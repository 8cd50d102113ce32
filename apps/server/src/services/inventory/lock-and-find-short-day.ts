import { daysInRange } from '@luggage/domain/dates';
import { firstShortDay } from '@luggage/domain/inventory';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { lockShopGoods } from './lock-shop-goods';
import { selectHeldAndClosed } from './select-held-and-closed';
import { heldUnitsKey } from './select-held-units';

/** What a booking needs at a shop: `lines` units on every day from `startDate` to `endDate` ('yyyy-MM-dd'). */
export interface UnitsWanted {
  storeId: number;
  startDate: string;
  endDate: string;
  lines: { goodsId: number; count: number }[];
  /** ms: which orders hold their units (see orderHoldsUnits). */
  now: number;
}

/** The first day ('yyyy-MM-dd') a booking does not fit, for which goods, and whether because the shop is closed that day. */
export interface Shortage {
  date: string;
  goodsId: number;
  closed: boolean;
}

/**
 * The capacity check of a booking, inside the transaction `trx`: locks the shop's store_goods rows of the
 * wanted goods (see lockShopGoods), reads the shop's closed days and recounts the units held at `now`,
 * and answers the first day and goods without room, or null when everything fits. A closed day has no
 * room at all (`closed` true: see bookingRefusal). Reservations of orders that do not hold at `now`
 * (lapsed, cancelled) do not count, so a payment that arrives late can ask whether its own order still
 * fits. Writers that insert or revive reservations after a null answer cannot oversell, and a closure
 * cannot slip in between: the lock keeps the next check (and the closure's own) waiting until they commit.
 */
export async function lockAndFindShortDay(trx: Kysely<DatabaseSchema>, wanted: UnitsWanted): Promise<Shortage | null> {
  const goods = await lockShopGoods(
    trx,
    wanted.storeId,
    wanted.lines.map((line) => line.goodsId),
  );
  // A statement of its own after the lock: its snapshot sees every booking and closure committed before it.
  const { held, closed } = await selectHeldAndClosed(trx, wanted);
  const stock = daysInRange(wanted.startDate, wanted.endDate).map((date) => ({
    date,
    inventory: goods.map((line) => ({
      goodsId: line.goods_id,
      count: closed.has(date) ? 0 : line.capacity - (held.get(heldUnitsKey(date, line.goods_id)) ?? 0),
    })),
  }));
  const shortage = firstShortDay(stock, wanted.lines);
  return shortage && { ...shortage, closed: closed.has(shortage.date) };
}
