import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import { sql, type RawBuilder } from 'kysely';

/** The Asia/Shanghai calendar day (SQL date) of the timestamptz column `column` ('o.checked_out_at'); null stays null. */
export function shanghaiDateSql(column: string): RawBuilder<string | null> {
  return sql<string | null>`(${sql.ref(column)} AT TIME ZONE ${sql.lit(SHANGHAI_ZONE)})::date`;
}
