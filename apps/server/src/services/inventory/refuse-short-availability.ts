import { firstShortDay, type StockDay, type WantedGoods } from '@luggage/domain/inventory';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { bookingRefusal } from './booking-refusal';
import { selectClosedDays } from './select-closed-days';

/**
 * The unlocked room check of a quote (checkout, walk-in quote): throws the refusal of the first day of
 * `days` (availability as getShopInventory shows it for `range`, yyyymmdd) without room for `wanted` —
 * 'shopClosedOnDate' when the shop is closed that day, else the no-room refusal — and returns when all
 * fits. The booking itself checks again under lock (lockAndFindShortDay).
 */
export async function refuseShortAvailability(
  db: Kysely<DatabaseSchema>,
  range: { storeId: number; startDate: string; endDate: string },
  days: readonly StockDay[],
  wanted: readonly WantedGoods[],
): Promise<void> {
  const shortage = firstShortDay(days, wanted);
  if (!shortage) return;
  const closedDays = await selectClosedDays(db, range);
  throw bookingRefusal({ ...shortage, closed: closedDays.includes(shortage.date) });
}
