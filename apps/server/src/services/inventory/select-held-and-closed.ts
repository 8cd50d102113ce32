import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { heldUnitsKey, heldUnitsQuery } from './select-held-units';

/**
 * What stands between a shop's capacity and a booking on each day from `startDate` to `endDate`
 * ('yyyy-MM-dd', both included) at `now` (ms): the units held (selectHeldUnits' map) and the days the shop
 * is closed (selectClosedDays' days), read in one statement, so under the booking's lock both come from
 * one snapshot taken after it.
 */
export async function selectHeldAndClosed(
  db: Kysely<DatabaseSchema>,
  range: { storeId: number; startDate: string; endDate: string; now: number },
): Promise<{ held: Map<string, number>; closed: Set<string> }> {
  // A closed day is a row without goods.
  const closures = db
    .selectFrom('store_closure')
    .select([sql<number | null>`NULL::int`.as('goods_id'), 'day', sql<number>`0`.as('units')])
    .where('store_id', '=', range.storeId)
    .where(sql<boolean>`day BETWEEN ${range.startDate}::date AND ${range.endDate}::date`);
  const rows = await heldUnitsQuery(db, range)
    .$castTo<{ goods_id: number | null; day: string; units: number }>()
    .unionAll(closures)
    .execute();
  const held = new Map<string, number>();
  const closed = new Set<string>();
  for (const row of rows) {
    if (row.goods_id === null) closed.add(row.day);
    else held.set(heldUnitsKey(row.day, row.goods_id), row.units);
  }
  return { held, closed };
}
