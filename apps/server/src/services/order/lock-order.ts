import { orderStatusAt, type OrderFacts } from '@luggage/domain/orders';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectPendingApplication, type PendingApplication } from './select-pending-application';

/** Whose order: a traveller's (`userId`) or a shop's (`storeId`, the counter and the shop's answers). */
export type OrderOwner = { userId: string } | { storeId: number };

/** An order locked for a change, with what the domain's order rules read; days 'yyyy-MM-dd'. */
export interface LockedOrder extends OrderFacts {
  id: string;
  startTime: string;
  endTime: string;
  totalDays: number;
  pendingApplication: PendingApplication | null;
}

/**
 * Locks (FOR UPDATE, until the transaction ends) order `orderId` of `owner` and reads what the order rules
 * read: its status as of `now` (ms; lapsed included, see orderStatusAt), storeStatus, days, its pending
 * application and whether it has a review, the last two in statements of their own after the lock (see
 * selectPendingApplication). 'order not found' when unknown or another owner's: the same answer for both.
 */
export async function lockOrder(trx: Transaction<DatabaseSchema>, owner: OrderOwner, orderId: string, now: number): Promise<LockedOrder> {
  const row = await trx
    .selectFrom('user_order')
    .select([
      'id',
      'status',
      'store_status',
      'pay_before',
      'total_days',
      'start_date',
      'end_date',
    ])
    .where('id', '=', orderId)
    .where((where) => ('userId' in owner ? where('user_id', '=', owner.userId) : where('store_id', '=', owner.storeId)))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  const pendingApplication = await selectPendingApplication(trx, orderId);
  const review = await trx.selectFrom('order_review').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  return {
    id: row.id,
    status: orderStatusAt({ status: row.status, payBefore: row.pay_before }, now),
    storeStatus: row.store_status,
    startTime: row.start_date,
    endTime: row.end_date,
    totalDays: row.total_days,
    pendingApplication,
    hasReview: review !== undefined,
  };
}
