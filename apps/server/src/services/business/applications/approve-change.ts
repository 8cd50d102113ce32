import { totalDays } from '@luggage/domain/dates';
import { storageDaysRefusals } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { refuse } from '../../order/refusal-failure';
import { reserveInventory } from '../../order/reserve-inventory';

/**
 * Inside the transaction `trx`, with the order locked: moves the order of shop `storeId` to the days its
 * change request asked for (yyyy-MM-dd, both included). Its reservations are released and the new days
 * reserved through the booking's locked capacity check (reserveInventory), so the order's own old units do
 * not stand in its way; a day without room throws the no-room refusal and, the transaction rolling back,
 * nothing changes. A change whose first day has passed (Asia/Shanghai, at `now`) is refused
 * ('startDatePassed'): the shop answered too late. Amounts stay as they were (the contract charges or refunds
 * no difference).
 */
export async function approveChange(
  trx: Kysely<DatabaseSchema>,
  change: { orderId: string; storeId: number; startDate: string; endDate: string; now: number },
): Promise<void> {
  refuse(storageDaysRefusals(change, change.now)[0]);
  const lines = await trx.selectFrom('user_order_goods').select(['goods_id as goodsId', 'count']).where('order_id', '=', change.orderId).execute();
  await trx.deleteFrom('inventory_reservation').where('order_id', '=', change.orderId).execute();
  await reserveInventory(trx, {
    orderId: change.orderId,
    storeId: change.storeId,
    startDate: change.startDate,
    endDate: change.endDate,
    lines,
    now: change.now,
  });
  await trx
    .updateTable('user_order')
    .set({ start_date: change.startDate, end_date: change.endDate, total_days: totalDays(change.startDate, change.endDate) })
    .where('id', '=', change.orderId)
    .execute();
}
