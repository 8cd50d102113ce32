import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Gives back the coupon that the order `orderId` holds (locked) or used, inside the caller's transaction:
 * unused again, no order. For an unpaid order given up (pay/cancel) and a paid one cancelled with a full
 * refund before storage. A coupon another order took meanwhile (this one lapsed) is not this order's and
 * is left alone; one whose validity ended reads as expired from the clock. The order keeps its coupon_id
 * and coupon_amount as the record of what it was priced with.
 */
export async function releaseOrderCoupon(trx: Kysely<DatabaseSchema>, orderId: string): Promise<void> {
  await trx.updateTable('user_coupon').set({ state: 'unused', order_id: null, used_at: null }).where('order_id', '=', orderId).execute();
}
