import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema, OrderStatus } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { orderStatusAt } from '../../order/order-status-at';
import { selectPendingApplication } from '../../order/select-pending-application';

/** An order locked at the counter; days 'yyyy-MM-dd'. */
export interface LockedShopOrder {
  id: string;
  status: OrderStatus;
  store_status: number;
  start_date: string;
  end_date: string;
  hasPendingApplication: boolean;
}

/**
 * Locks (FOR UPDATE, until the transaction ends) shop `storeId`'s order `orderId` and reads it with its
 * status as of `now` (lapsed included) and whether an application is pending. 'order not found' when
 * unknown or another shop's: the same answer for both.
 */
export async function lockShopOrder(trx: Transaction<DatabaseSchema>, storeId: number, orderId: string, now: number): Promise<LockedShopOrder> {
  const row = await trx
    .selectFrom('user_order')
    .select([
      sql<string>`id::text`.as('id'),
      'status',
      'store_status',
      'pay_before',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  const pending = await selectPendingApplication(trx, orderId);
  return {
    id: row.id,
    status: orderStatusAt(row, now),
    store_status: row.store_status,
    start_date: row.start_date,
    end_date: row.end_date,
    hasPendingApplication: pending !== undefined,
  };
}
