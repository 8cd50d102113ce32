import { sql, type RawBuilder } from 'kysely';

/**
 * The condition under which the reservations of the order `orderAlias` (a user_order row in the query)
 * count against capacity at `now` (ms): the order is paid, or unpaid and still inside its pay_before.
 * The one definition of "held" for every availability query and for add order's recount.
 */
export function orderHoldsUnits(orderAlias: string, now: number): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${orderAlias}.${name}`);
  return sql<boolean>`(${column('status')} = 'paid' OR (${column('status')} = 'unpaid' AND ${column('pay_before')} > ${new Date(now)}::timestamptz))`;
}
