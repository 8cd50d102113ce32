import { shanghaiToday } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { selectHeldUnits } from '../../inventory/select-held-units';

/** The most units of a goods held on one day, and the first such day (yyyy-MM-dd). */
export interface BookedPeak {
  count: number;
  date: string;
}

/**
 * Per goods id, the most units held (see orderHoldsUnits, at `now` ms) on any one day from today
 * (Asia/Shanghai) on at shop `storeId`, and the earliest day of that peak; goods nothing holds are absent.
 * A capacity below the peak would break a booking.
 */
export async function selectBookedPeaks(db: Kysely<DatabaseSchema>, shop: { storeId: number; now: number }): Promise<Map<number, BookedPeak>> {
  const held = await selectHeldUnits(db, { storeId: shop.storeId, startDate: shanghaiToday(shop.now), now: shop.now });
  const peaks = new Map<number, BookedPeak>();
  for (const [key, units] of held) {
    const [date = '', goodsId] = key.split(':');
    const peak = peaks.get(Number(goodsId));
    if (units > 0 && (!peak || units > peak.count || (units === peak.count && date < peak.date))) peaks.set(Number(goodsId), { count: units, date });
  }
  return peaks;
}
