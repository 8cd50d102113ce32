import { daysInRange } from '@luggage/domain/dates';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, OrderStatus } from '../db/database-schema';
import { TEST_NOW } from './signed-request';

let phoneCount = 0;

/**
 * Writes an order straight into the database (a new account, the order, its reservations) so that tests
 * can fill a shop's days: `units` of `goodsId` at `storeId` on each day from `from` to `to` (yyyy-mm-dd,
 * both included; `to` defaults to `from`), `status`
 * 'paid' unless told, unpaid orders holding until `payBefore` (15 minutes after TEST_NOW unless told).
 * Returns the order id.
 */
export async function insertTestOrder(
  db: Kysely<DatabaseSchema>,
  order: { storeId: number; goodsId: 1 | 2; from: string; to?: string; units: number; status?: OrderStatus; payBefore?: number },
): Promise<string> {
  phoneCount += 1;
  const user = await db
    .insertInto('app_user')
    .values({ country: '86', phone: `1370000${String(phoneCount).padStart(4, '0')}`, created_at: new Date(TEST_NOW) })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  const days = daysInRange(order.from, order.to ?? order.from);
  const row = await db
    .insertInto('user_order')
    .values({
      user_id: user.id,
      store_id: order.storeId,
      start_date: order.from,
      end_date: order.to ?? order.from,
      total_days: days.length,
      order_amount: 0,
      discount_amount: 0,
      pay_amount: 0,
      status: order.status ?? 'paid',
      order_from: 'web',
      pay_before: new Date(order.payBefore ?? TEST_NOW + 15 * 60_000),
      created_at: new Date(TEST_NOW),
    })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inventory_reservation')
    .values(days.map((day) => ({ order_id: row.id, store_id: order.storeId, goods_id: order.goodsId, day, units: order.units })))
    .execute();
  return row.id;
}
