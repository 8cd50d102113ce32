import { ORDER_HOLD_MINUTES, type ComboOrder } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { getComboOrder } from './get-combo-order';

/**
 * combo_buy: a new unpaid coupon order of `userId` for the combo `comboId` at its price now, payable for
 * ORDER_HOLD_MINUTES (as a booking); unknown or off sale → 'combo package not found', nothing written.
 */
export async function buyCombo(db: Kysely<DatabaseSchema>, userId: string, comboId: number, now: number): Promise<ComboOrder> {
  const combo = await db.selectFrom('combo').select(['id', 'price']).where('id', '=', comboId).where('on_sale', '=', true).executeTakeFirst();
  if (!combo) throw new ApiFailure('comboNotFound');
  const order = await db
    .insertInto('coupon_order')
    .values({ user_id: userId, combo_id: combo.id, price: combo.price, pay_before: new Date(now + ORDER_HOLD_MINUTES * 60_000), created_at: new Date(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getComboOrder(db, userId, order.id, now);
}
