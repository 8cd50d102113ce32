import { SHANGHAI_ZONE_NAME } from '@luggage/domain/dates';
import { sql, type RawBuilder } from 'kysely';

/**
 * The Asia/Shanghai calendar day (SQL date, read as 'yyyy-MM-dd') of the timestamptz column `column`
 * ('o.checked_out_at'); null stays null, so `Day` is `string` only for a NOT NULL column.
 */
export function shanghaiDateSql<Day extends string | null = string | null>(column: string): RawBuilder<Day> {
  return sql<Day>`(${sql.ref(column)} AT TIME ZONE ${sql.lit(SHANGHAI_ZONE_NAME)})::date`;
}
