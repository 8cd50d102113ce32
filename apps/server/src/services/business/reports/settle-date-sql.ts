import { sql, type RawBuilder } from 'kysely';
import { shanghaiDateSql } from './shanghai-date-sql';

/**
 * The day (SQL date) the money of the luggage order `o` is settled to its shop: the Asia/Shanghai day it
 * was handed back, else its booked last day.
 */
export function settleDateSql(): RawBuilder<string> {
  return sql<string>`coalesce(${shanghaiDateSql('o.checked_out_at')}, o.end_date)`;
}
