import { sql, type RawBuilder } from 'kysely';

/**
 * The effective last storage day (a Postgres date, read as 'yyyy-MM-dd') of the booking aliased
 * `bookingAlias` in the query: the latest end of its paid extensions (supplement 'extension', delay_id the
 * booking) when later than its own end_date, else its own end_date. The one definition for every view and
 * rule that reads "until when the luggage may stay": the order detail and list, the voucher, the counter,
 * the pick-up charge and the shop's day lists. A change of shop ('move') does not change the days.
 */
export function effectiveEndSql(bookingAlias: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${bookingAlias}.${name}`);
  return sql<string>`greatest(${column('end_date')}, (
    SELECT max(x.end_date) FROM user_order x
    WHERE x.delay_id = ${column('id')} AND x.supplement = 'extension' AND x.status = 'paid'))`;
}

/** The number of storage days (both ends included) of the booking aliased `bookingAlias`, up to its effective end (see {@link effectiveEndSql}). */
export function effectiveTotalDaysSql(bookingAlias: string): RawBuilder<number> {
  return sql<number>`(${effectiveEndSql(bookingAlias)} - ${sql.ref(`${bookingAlias}.start_date`)} + 1)`;
}
