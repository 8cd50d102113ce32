import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Gives back the coupon that the order `orderId` holds (locked) or used, inside the caller's transaction:
 * unused again, no order. For an unpaid order given up (pay/cancel) and a paid one cancelled with a full
 * refund before storage. A coupon another order took meanwhile (this one lapsed) is not this order's and
 * is left alone; one whose validity ended reads as expired from the clock. The order keeps its coupon_id
 * and coupon_amount as the record of what it was priced with. A combo coupon whose combo order has been
 * refunded meanwhile (its unused coupons withdrawn and paid back) is withdrawn rather than given back: the
 * traveller has had its money.
 */
export async function releaseOrderCoupon(trx: Kysely<DatabaseSchema>, orderId: string): Promise<void> {
  const comboRefunded = sql<boolean>`EXISTS (SELECT 1 FROM coupon_order co WHERE co.id = user_coupon.coupon_order_id AND co.status IN ('refunding', 'refunded'))`;
  await trx
    .updateTable('user_coupon')
    .set({ state: sql<'unused' | 'withdrawn'>`CASE WHEN ${comboRefunded} THEN 'withdrawn' ELSE 'unused' END`, order_id: null, used_at: null })
    .where('order_id', '=', orderId)
    .execute();
}
