import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderHoldsUnits } from './order-holds-units';

/**
 * How many orders hold units (see orderHoldsUnits, at `now` ms) at shop `storeId` on each of `days`
 * ('yyyy-MM-dd'), keyed by day; days no order holds are absent. Closing a day needs this to be 0.
 */
export async function selectOrdersHoldingDays(
  db: Kysely<DatabaseSchema>,
  query: { storeId: number; days: string[]; now: number },
): Promise<Map<string, number>> {
  if (query.days.length === 0) return new Map();
  const rows = await db
    .selectFrom('inventory_reservation as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .select(['r.day', sql<number>`count(DISTINCT r.order_id)::int`.as('orders')])
    .where('r.store_id', '=', query.storeId)
    .where('r.units', '>', 0)
    .where(sql<boolean>`r.day IN (${sql.join(query.days.map((day) => sql`${day}::date`))})`)
    .where(orderHoldsUnits('o', query.now))
    .groupBy('r.day')
    .execute();
  return new Map(rows.map((row) => [row.day, row.orders]));
}
