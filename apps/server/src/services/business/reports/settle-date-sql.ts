import { sql, type RawBuilder } from 'kysely';
import { effectiveEndSql } from '../../order/supplements/effective-end-sql';
import { shanghaiDateSql } from './shanghai-date-sql';

/**
 * The day (SQL date) the money of the luggage order `o` is settled to its shop: the Asia/Shanghai day it
 * was handed back, else its effective last day (see effectiveEndSql: a paid extension moves it; an
 * extension's own money settles on its last day).
 */
export function settleDateSql(): RawBuilder<string> {
  return sql<string>`coalesce(${shanghaiDateSql('o.checked_out_at')}, ${effectiveEndSql('o')})`;
}
