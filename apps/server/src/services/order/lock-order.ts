import { orderStatusAt, type OrderFacts } from '@luggage/domain/orders';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectPendingApplication, type PendingApplication } from './select-pending-application';
import { effectiveEndSql, effectiveTotalDaysSql } from './supplements/effective-end-sql';

/** Whose order: a traveller's (`userId`) or a shop's (`storeId`, the counter and the shop's answers). */
export type OrderOwner = { userId: string } | { storeId: number };

/**
 * An order locked for a change, with what the domain's order rules read; days 'yyyy-MM-dd', `endTime` and
 * `totalDays` up to the booking's effective end (see effectiveEndSql).
 */
export interface LockedOrder extends OrderFacts {
  id: string;
  storeId: number;
  startTime: string;
  endTime: string;
  totalDays: number;
  /** What a supplementary order adds to its booking (`delayId`); null for a booking. */
  supplement: 'extension' | 'move' | null;
  delayId: string | null;
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
    .selectFrom('user_order as o')
    .select([
      'o.id',
      'o.store_id',
      'o.status',
      'o.store_status',
      'o.pay_before',
      'o.start_date',
      effectiveEndSql('o').as('end_date'),
      effectiveTotalDaysSql('o').as('total_days'),
      'o.supplement',
      'o.delay_id',
    ])
    .where('o.id', '=', orderId)
    .where((where) => ('userId' in owner ? where('o.user_id', '=', owner.userId) : where('o.store_id', '=', owner.storeId)))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  const pendingApplication = await selectPendingApplication(trx, orderId);
  const review = await trx.selectFrom('order_review').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  return {
    id: row.id,
    storeId: row.store_id,
    supplement: row.supplement,
    delayId: row.delay_id,
    status: orderStatusAt({ status: row.status, payBefore: row.pay_before }, now),
    storeStatus: row.store_status,
    startTime: row.start_date,
    endTime: row.end_date,
    totalDays: row.total_days,
    pendingApplication,
    hasReview: review !== undefined,
  };
}
