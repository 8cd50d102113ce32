import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderHoldsUnits } from '../inventory/order-holds-units';
import type { MovingBooking } from './price-move';

/** What a change of shop reads of an order besides lockOrder's facts: its shop, whether it is a supplement, and what priceMove needs. */
export interface MovingBookingRow extends MovingBooking {
  storeId: number;
  supplement: 'extension' | 'move' | null;
  orderFrom: 'weixin' | 'web' | 'wxweb' | 'counter';
  /** Whether it has extensions that are paid or wait for payment (inside their pay_before at `now`). */
  hasExtensions: boolean;
}

/**
 * Reads the order `orderId` (a traveller's: its user_id is set) for a change of shop, inside the caller's
 * transaction after lockOrder locked it: its shop, supplement kind, what it costs, its coupon, its days
 * ('yyyy-MM-dd') and goods lines, and whether extensions hold days for it at `now`.
 */
export async function selectMovingBooking(trx: Kysely<DatabaseSchema>, orderId: string, now: number): Promise<MovingBookingRow> {
  const row = await trx
    .selectFrom('user_order')
    .select(['user_id', 'store_id', 'supplement', 'pay_amount', 'coupon_id', 'order_from', 'start_date', 'end_date'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('user_order_goods').select(['goods_id', 'count']).where('order_id', '=', orderId).orderBy('goods_id').execute();
  if (row.user_id === null) throw new Error(`order ${orderId} has no traveller`);
  const extension = await trx
    .selectFrom('user_order as x')
    .select('x.id')
    .where('x.delay_id', '=', orderId)
    .where('x.supplement', '=', 'extension')
    .where(orderHoldsUnits('x', now))
    .executeTakeFirst();
  return {
    userId: row.user_id,
    storeId: row.store_id,
    supplement: row.supplement,
    orderFrom: row.order_from,
    payAmount: row.pay_amount,
    couponId: row.coupon_id,
    startDate: row.start_date,
    endDate: row.end_date,
    lines: lines.map((line) => ({ goodsId: line.goods_id as 1 | 2, count: line.count })),
    hasExtensions: extension !== undefined,
  };
}
