import type { ComboOrder } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { getComboOrder } from './get-combo-order';

/**
 * combo_order/pay/cancel: `userId` gives up paying the coupon order `couponOrderId` (unpaid, inside or past
 * pay_before) at `now`: 'cancelled'. Again: the same answer; paid or refunded: 'this combo order can no
 * longer be paid'. A payment that still arrives pays it (markCouponOrderPaid).
 */
export async function cancelComboOrder(db: Kysely<DatabaseSchema>, userId: string, couponOrderId: string, now: number): Promise<ComboOrder> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('coupon_order').select('status').where('id', '=', couponOrderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!order) throw new ApiFailure('comboOrderNotFound');
    if (order.status === 'cancelled') return;
    if (order.status !== 'unpaid' && order.status !== 'lapsed') throw new ApiFailure('comboOrderNotPayable');
    await trx.updateTable('coupon_order').set({ status: 'cancelled' }).where('id', '=', couponOrderId).execute();
  });
  return getComboOrder(db, userId, couponOrderId, now);
}
