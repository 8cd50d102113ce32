import { daysInRange } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { lockAndFindShortDay } from '../inventory/lock-and-find-short-day';
import { bookingRefusal } from '../inventory/booking-refusal';

/**
 * Reserves an order's units at its shop for every day from `startDate` to `endDate` ('yyyy-MM-dd'), or
 * throws the refusal naming the first short day (the shop closed, or no room). `trx` must be a transaction: the shop's
 * store_goods rows of the order are locked (FOR UPDATE, by goods_id so two orders never wait on each other
 * crosswise) before the held units are recounted at `now` (see lockAndFindShortDay), so concurrent orders
 * for the same goods check and insert one after another and can never together exceed a day's capacity.
 */
export async function reserveInventory(
  trx: Kysely<DatabaseSchema>,
  order: { orderId: string; storeId: number; startDate: string; endDate: string; lines: { goodsId: number; count: number }[]; now: number },
): Promise<void> {
  const shortage = await lockAndFindShortDay(trx, order);
  if (shortage) throw bookingRefusal(shortage);
  await trx
    .insertInto('inventory_reservation')
    .values(
      daysInRange(order.startDate, order.endDate).flatMap((day) =>
        order.lines.map((line) => ({ order_id: order.orderId, store_id: order.storeId, goods_id: line.goodsId, day, units: line.count })),
      ),
    )
    .execute();
}
