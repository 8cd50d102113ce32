import { daysInRange } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, OrderStatus } from '../db/database-schema';
import { TEST_NOW } from './signed-request';

let phoneCount = 0;

/**
 * Writes an order straight into the database (a new account, the order, its reservations) so that tests
 * can fill a shop's days: `units` of `goodsId` at `storeId` on each day from `from` to `to` (yyyy-mm-dd,
 * both included; `to` defaults to `from`), `status`
 * 'paid' unless told, unpaid orders holding until `payBefore` (15 minutes after TEST_NOW unless told).
 * With `userId` the order is that user's (no new account); `createdAt`, `storeStatus`, `voucherCode`,
 * `payAmount` and `pics` default to TEST_NOW, 0, null, 0 and none; `goodsLine` also writes the goods line
 * (`units` items at 1000 fen, 800 after discount).
 * Returns the order id.
 */
export async function insertTestOrder(
  db: Kysely<DatabaseSchema>,
  order: {
    storeId: number;
    goodsId: 1 | 2;
    from: string;
    to?: string;
    units: number;
    status?: OrderStatus;
    payBefore?: number;
    userId?: string;
    createdAt?: number;
    storeStatus?: number;
    voucherCode?: string | null;
    payAmount?: number;
    pics?: string[];
    goodsLine?: boolean;
  },
): Promise<string> {
  const user = order.userId === undefined ? await insertTestUser(db) : { id: order.userId };
  const days = daysInRange(order.from, order.to ?? order.from);
  const row = await db
    .insertInto('user_order')
    .values({
      user_id: user.id,
      store_id: order.storeId,
      start_date: order.from,
      end_date: order.to ?? order.from,
      total_days: days.length,
      order_amount: order.payAmount ?? 0,
      discount_amount: 0,
      pay_amount: order.payAmount ?? 0,
      status: order.status ?? 'paid',
      store_status: order.storeStatus ?? 0,
      voucher_code: order.voucherCode ?? null,
      pics: JSON.stringify(order.pics ?? []),
      order_from: 'web',
      pay_before: new Date(order.payBefore ?? TEST_NOW + 15 * 60_000),
      created_at: new Date(order.createdAt ?? TEST_NOW),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (order.goodsLine) {
    await db.insertInto('user_order_goods').values({ order_id: row.id, goods_id: order.goodsId, count: order.units, price: 1000, discount: 800 }).execute();
  }
  await db
    .insertInto('inventory_reservation')
    .values(days.map((day) => ({ order_id: row.id, store_id: order.storeId, goods_id: order.goodsId, day, units: order.units })))
    .execute();
  return row.id;
}

/** A new account with a phone no other test account has; returns its id. */
export async function insertTestUser(db: Kysely<DatabaseSchema>): Promise<{ id: string }> {
  phoneCount += 1;
  return db
    .insertInto('app_user')
    .values({ country: '86', phone: `1370000${String(phoneCount).padStart(4, '0')}`, created_at: new Date(TEST_NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
}
