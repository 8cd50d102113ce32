import type { PayResult } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { releaseOrderCoupon } from '../coupon/release-order-coupon';
import { orderPayState } from './order-pay-state';

/**
 * pay/cancel: the caller gives up paying the order `orderId` (unpaid, inside or past pay_before): status
 * 'cancelled'; its units are free at once because a cancelled order does not hold them, and its coupon, if it
 * still holds it, is given back in the same transaction (releaseOrderCoupon). Cancelling again
 * answers the same state; an order paid (or refunded) is refused ('this order can no longer be paid'). A
 * payment that still arrives is applied by applyPaymentEvent (it re-reserves or refunds).
 */
export async function cancelUnpaidOrder(db: Kysely<DatabaseSchema>, userId: string, orderId: string, now: number): Promise<PayResult> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('user_order').select('status').where('id', '=', orderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!order) throw new ApiFailure('orderNotFound');
    if (order.status === 'cancelled') return;
    if (order.status !== 'unpaid' && order.status !== 'lapsed') throw new ApiFailure('orderNotPayable');
    await trx.updateTable('user_order').set({ status: 'cancelled', cancelled_at: new Date(now) }).where('id', '=', orderId).execute();
    await releaseOrderCoupon(trx, orderId);
  });
  return orderPayState(db, userId, orderId, now);
}
