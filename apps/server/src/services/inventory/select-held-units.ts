import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderHoldsUnits } from './order-holds-units';

/** The days of a shop whose held units are counted: from `startDate` to `endDate` ('yyyy-MM-dd', both included; without it every day on), at `now` (ms). */
export interface HeldUnitsRange {
  storeId: number;
  startDate: string;
  endDate?: string;
  now: number;
}

/** The query of selectHeldUnits: goods_id, day and units held, one row per goods and day that has any. */
export function heldUnitsQuery(db: Kysely<DatabaseSchema>, range: HeldUnitsRange) {
  let query = db
    .selectFrom('inventory_reservation as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .select(['r.goods_id', 'r.day', sql<number>`sum(r.units)::int`.as('units')])
    .where('r.store_id', '=', range.storeId)
    .where(sql<boolean>`r.day >= ${range.startDate}::date`)
    .where(orderHoldsUnits('o', range.now));
  if (range.endDate !== undefined) query = query.where(sql<boolean>`r.day <= ${range.endDate}::date`);
  return query.groupBy(['r.goods_id', 'r.day']);
}

/** The key of a goods' held units on a day in selectHeldUnits' answer. */
export const heldUnitsKey = (day: string, goodsId: number) => `${day}:${goodsId}`;

/**
 * Units of each goods held at a shop on each day from `startDate` to `endDate` ('yyyy-MM-dd', both included;
 * without `endDate` every day from `startDate` on) at `now` (ms; see orderHoldsUnits), keyed
 * `yyyy-MM-dd:goodsId` (heldUnitsKey); days without any are absent.
 */
export async function selectHeldUnits(db: Kysely<DatabaseSchema>, range: HeldUnitsRange): Promise<Map<string, number>> {
  const rows = await heldUnitsQuery(db, range).execute();
  return new Map(rows.map((row) => [heldUnitsKey(row.day, row.goods_id), row.units]));
}
