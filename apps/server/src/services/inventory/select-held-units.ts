import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderHoldsUnits } from './order-holds-units';

/**
 * Units of each goods held at a shop on each day from `startDate` to `endDate` ('yyyy-MM-dd', both included;
 * without `endDate` every day from `startDate` on) at `now` (ms; see orderHoldsUnits), keyed
 * `yyyy-MM-dd:goodsId`; days without any are absent.
 */
export async function selectHeldUnits(
  db: Kysely<DatabaseSchema>,
  range: { storeId: number; startDate: string; endDate?: string; now: number },
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('inventory_reservation as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .select(['r.goods_id', 'r.day', sql<number>`sum(r.units)::int`.as('units')])
    .where('r.store_id', '=', range.storeId)
    .where(sql<boolean>`r.day >= ${range.startDate}::date`)
    .where(orderHoldsUnits('o', range.now));
  if (range.endDate !== undefined) query = query.where(sql<boolean>`r.day <= ${range.endDate}::date`);
  const rows = await query.groupBy(['r.goods_id', 'r.day']).execute();
  return new Map(rows.map((row) => [`${row.day}:${row.goods_id}`, row.units]));
}
