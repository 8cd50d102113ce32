import type { PayResult } from '@luggage/api/contract';
import { orderStatusAt } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/**
 * The payment state of the order `orderId` of `userId` at `now` (pay/result and what pay/notify and
 * pay/cancel answer; an unpaid order past pay_before reads 'lapsed'); another user's order is 'order not
 * found' exactly like an unknown one.
 */
export async function orderPayState(db: Kysely<DatabaseSchema>, userId: string, orderId: string, now: number): Promise<PayResult> {
  const order = await db
    .selectFrom('user_order')
    .select(['status', 'store_status', 'pay_before', 'paid_at'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new ApiFailure('orderNotFound');
  return { orderId, status: orderStatusAt({ status: order.status, payBefore: order.pay_before }, now), storeStatus: order.store_status, paidAt: order.paid_at?.toISOString() ?? null };
}
