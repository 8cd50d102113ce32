import type { BookingCartRefusal } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { bookingRefusal } from './booking-refusal';
import { selectClosedDays } from './select-closed-days';

/**
 * The catalogued error of a quote's refusal (the domain's bookingCartRefusal, over the shop's inventory of
 * `range`, 'yyyy-MM-dd'): 'goodsNotOffered', or for the first day without room 'shopClosedOnDate' when the shop
 * is closed that day, else the no-room refusal (see bookingRefusal, shared with the booking's locked check).
 */
export async function bookingCartFailure(
  db: Kysely<DatabaseSchema>,
  range: { storeId: number; startDate: string; endDate: string },
  refusal: BookingCartRefusal,
): Promise<ApiFailure> {
  if (refusal.reason === 'goodsNotOffered') return new ApiFailure('goodsNotOffered');
  const closedDays = await selectClosedDays(db, range);
  return bookingRefusal({ date: refusal.date, goodsId: refusal.goodsId, closed: closedDays.includes(refusal.date) });
}
