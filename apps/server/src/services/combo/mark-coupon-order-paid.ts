import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { issueComboCoupons } from './issue-combo-coupons';

/**
 * Inside a succeeded payment's transaction (see applyPaymentEvent): pays the coupon order `couponOrderId`
 * at `now` (ms) and issues its coupons, exactly once — the order row is locked (FOR UPDATE), so racing
 * notifications of its payments take turns, and only an order not paid yet is paid. A payment arriving
 * after the hold or after the traveller cancelled still pays it (a combo holds nothing scarce), unless
 * the template's stock is out ('lapsed': the payment is refunded). An order paid already (or refunded)
 * answers 'duplicate': this payment is a second one and goes back. The order's start_time is the payment,
 * its end_time the last valid second of its coupons (their end is exclusive).
 */
export async function markCouponOrderPaid(trx: Kysely<DatabaseSchema>, couponOrderId: string, now: number): Promise<'paid' | 'duplicate' | 'lapsed'> {
  const order = await trx.selectFrom('coupon_order').select(['status', 'user_id', 'combo_id']).where('id', '=', couponOrderId).forUpdate().executeTakeFirstOrThrow();
  if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') return 'duplicate';
  const combo = await trx
    .selectFrom('combo as cb')
    .innerJoin('coupon_template as t', 't.id', 'cb.template_id')
    .select(['cb.template_id', 'cb.coupon_count', 't.valid_days'])
    .where('cb.id', '=', order.combo_id)
    .executeTakeFirstOrThrow();
  if (combo.valid_days === null) throw new Error(`combo ${order.combo_id}'s template has no valid_days`);
  const period = await issueComboCoupons(trx, {
    couponOrderId,
    userId: order.user_id,
    templateId: combo.template_id,
    count: combo.coupon_count,
    validDays: combo.valid_days,
    now,
  });
  if (!period) {
    if (order.status === 'unpaid') await trx.updateTable('coupon_order').set({ status: 'lapsed' }).where('id', '=', couponOrderId).execute();
    return 'lapsed';
  }
  await trx
    .updateTable('coupon_order')
    .set({ status: 'paid', paid_at: new Date(now), start_time: new Date(period.startTime), end_time: new Date(period.endTime - 1000) })
    .where('id', '=', couponOrderId)
    .execute();
  return 'paid';
}
