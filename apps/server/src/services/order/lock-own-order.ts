import type { OrderState } from '@luggage/api/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { orderStatusAt } from './order-status-at';
import { selectPendingApplication } from './select-pending-application';
import { isStored, type OrderRuleInput } from './order-rules';

/** An order locked for a change, with what the rules read; days 'yyyy-MM-dd'. */
export interface LockedOrder extends OrderRuleInput {
  id: string;
  total_days: number;
  /** The pending application, if any. */
  pending: { id: string; kind: 'cancel' | 'edit' } | null;
}

/**
 * Locks (FOR UPDATE, until the transaction ends) `userId`'s order `orderId` and reads it with its pending
 * application and whether it has a review, its status as of `now` (lapsed included). 'order not found'
 * when unknown or another user's: the same answer for both.
 */
export async function lockOwnOrder(trx: Transaction<DatabaseSchema>, userId: string, orderId: string, now: number): Promise<LockedOrder> {
  const row = await trx
    .selectFrom('user_order')
    .select([
      sql<string>`id::text`.as('id'),
      'status',
      'store_status',
      'pay_before',
      'total_days',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
    ])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  // Read after the lock, in statements of their own (see selectPendingApplication).
  const pending = await selectPendingApplication(trx, orderId);
  const review = await trx.selectFrom('order_review').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  return {
    id: row.id,
    status: orderStatusAt(row, now),
    store_status: row.store_status,
    start_date: row.start_date,
    total_days: row.total_days,
    pending: pending ?? null,
    hasPendingApplication: pending !== undefined,
    hasReview: review !== undefined,
  };
}

/** Sets the order's store_status and answers its state afterwards. */
export async function setStoreStatus(trx: Kysely<DatabaseSchema>, order: LockedOrder, storeStatus: number): Promise<OrderState> {
  await trx.updateTable('user_order').set({ store_status: storeStatus }).where('id', '=', order.id).execute();
  return { orderId: order.id, status: order.status, storeStatus };
}

/**
 * Refuses a change (application or edit) of an order that is not paid ('this order is not paid'), whose
 * luggage is stored ('… can no longer be cancelled') or that has a pending application.
 */
export function requireChangeable(order: LockedOrder): void {
  if (order.status !== 'paid') throw new ApiFailure('orderNotPaid');
  if (isStored(order.store_status)) throw new ApiFailure('orderAlreadyStored');
  if (order.hasPendingApplication) throw new ApiFailure('applicationPending');
}

/** The pending application of `kind`, else 'there is no pending application for this order'. */
export function requirePending(order: LockedOrder, kind: 'cancel' | 'edit'): string {
  if (order.pending?.kind !== kind) throw new ApiFailure('applicationNotFound');
  return order.pending.id;
}
