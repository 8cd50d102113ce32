import type { ComboOrder } from '@luggage/api/contract';
import { comboRefund, couponOrderSummary, type ClientCouponStatus } from '@luggage/domain/coupons';
import { orderStatusAt } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectComboCouponStates, type ComboCouponState } from './select-combo-coupon-states';
import type { CouponOrderRow } from './select-coupon-orders';
import { toCombos } from './to-combos';

/** A coupon state that is a clientCouponStatus (not withdrawn). */
const isClientStatus = (state: number): state is ClientCouponStatus => state >= 0 && state <= 3;

/** The refund quote or refusal of a paid order (comboRefund); both null for any other status. */
function refundOf(row: CouponOrderRow, status: ComboOrder['status'], coupons: readonly ComboCouponState[], now: number): Pick<ComboOrder, 'refundQuote' | 'refundRefusal'> {
  if (status !== 'paid' || row.end_time === null) return { refundQuote: null, refundRefusal: null };
  const answer = comboRefund({ price: row.order_price, couponStatuses: coupons.map((coupon) => coupon.state).filter(isClientStatus), endTime: row.end_time.getTime() + 1000 }, now);
  return 'reason' in answer ? { refundQuote: null, refundRefusal: answer.reason } : { refundQuote: answer, refundRefusal: null };
}

/**
 * The contract's combo orders of `rows` at `now` (ms): the status read at the clock (orderStatusAt: unpaid
 * past pay_before is 'lapsed'), the combo with its coupons' ids, the 'id-state' list and the summary of
 * couponOrderSummary once paid, and the refund comboRefund allows (the coupons' exclusive end is one
 * second after the order's end_time, its last valid second).
 */
export async function toComboOrders(db: Kysely<DatabaseSchema>, rows: readonly CouponOrderRow[], now: number): Promise<ComboOrder[]> {
  const combos = await toCombos(db, rows);
  const states = await selectComboCouponStates(db, rows.map((row) => row.coupon_order_id), now);
  return rows.map((row, index) => {
    const combo = combos[index];
    if (!combo) throw new Error(`coupon order ${row.coupon_order_id} has no combo`);
    const coupons = states.filter((coupon) => coupon.couponOrderId === row.coupon_order_id);
    const coupon = coupons.map(({ id, state }) => `${id}-${state}`);
    const status = orderStatusAt({ status: row.order_status, payBefore: row.pay_before }, now);
    const summary = row.start_time && row.end_time ? couponOrderSummary({ coupon, start_time: row.start_time, end_time: row.end_time }, now) : null;
    return {
      id: row.coupon_order_id,
      status,
      combo: { ...combo, couponId: coupons.map((entry) => entry.id).join(',') },
      coupon,
      price: row.order_price,
      createdAt: row.created_at.toISOString(),
      payBefore: row.pay_before.toISOString(),
      paidAt: row.paid_at?.toISOString() ?? null,
      start_time: row.start_time?.toISOString() ?? null,
      end_time: row.end_time?.toISOString() ?? null,
      remain: summary?.remain ?? null,
      total: summary?.total ?? null,
      day: summary?.day ?? null,
      expire: summary?.expire ?? null,
      end_day: summary?.end_day ?? null,
      ...refundOf(row, status, coupons, now),
      refundAmount: row.refund_amount,
    };
  });
}
