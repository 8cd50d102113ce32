import { COMBO_COUPON_STATE } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { clientCouponStatusSql } from '../coupon/client-coupon-status-sql';

/** One coupon of a coupon order and its state in the order's 'id-state' list. */
export interface ComboCouponState {
  id: string;
  couponOrderId: string;
  /** COMBO_COUPON_STATE: clientCouponStatus (0–3) at `now`, or 4 once withdrawn by the combo's refund. */
  state: number;
}

/**
 * The coupons the coupon orders `couponOrderIds` issued, in id order, with their state at `now` (ms): a
 * withdrawn coupon 4, any other its clientCouponStatus (clientCouponStatusSql: a lock holds only while its
 * order waits for payment, an unused coupon past its end is expired).
 */
export async function selectComboCouponStates(db: Kysely<DatabaseSchema>, couponOrderIds: readonly string[], now: number): Promise<ComboCouponState[]> {
  if (couponOrderIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_coupon as c')
    .leftJoin('user_order as o', 'o.id', 'c.order_id')
    .select([
      'c.id',
      'c.coupon_order_id',
      sql<number>`CASE WHEN c.state = 'withdrawn' THEN ${COMBO_COUPON_STATE.withdrawn} ELSE ${clientCouponStatusSql('c', 'o', now)} END`.as('state'),
    ])
    .where('c.coupon_order_id', 'in', [...couponOrderIds])
    .orderBy('c.id')
    .execute();
  return rows.flatMap((row) => (row.coupon_order_id === null ? [] : [{ id: row.id, couponOrderId: row.coupon_order_id, state: Number(row.state) }]));
}
