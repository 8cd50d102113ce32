import type { ComboOrder } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectCouponOrders } from './select-coupon-orders';
import { toComboOrders } from './to-combo-orders';

/** combo_order/info: `userId`'s combo order `couponOrderId` at `now` (ms); unknown or another traveller's → 'combo order not found'. */
export async function getComboOrder(db: Kysely<DatabaseSchema>, userId: string, couponOrderId: string, now: number): Promise<ComboOrder> {
  const row = await selectCouponOrders(db, userId).where('co.id', '=', couponOrderId).executeTakeFirst();
  if (!row) throw new ApiFailure('comboOrderNotFound');
  const [order] = await toComboOrders(db, [row], now);
  if (!order) throw new Error(`coupon order ${couponOrderId} was read but not converted`);
  return order;
}
