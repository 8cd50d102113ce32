import { sql, type RawBuilder } from 'kysely';

/** An extension of a booking as {@link orderExtensionsSql} reads it: days 'yyyy-MM-dd', pay_before in epoch ms. */
export interface ExtensionRow {
  id: string;
  startDate: string;
  endDate: string;
  payAmount: number;
  status: 'unpaid' | 'cancelled' | 'paid' | 'refunding' | 'refunded';
  payBefore: number;
}

/**
 * The extensions (supplement 'extension') of the booking aliased `bookingAlias`, as a JSON array by start
 * day ([] when none): every one that is paid, being refunded or unpaid (a lapsed one is unpaid past its
 * pay_before: the caller reads its status at its `now` with orderStatusAt); cancelled ones are left out.
 */
export function orderExtensionsSql(bookingAlias: string): RawBuilder<ExtensionRow[]> {
  return sql<ExtensionRow[]>`coalesce((
    SELECT json_agg(json_build_object('id', x.id::text, 'startDate', x.start_date, 'endDate', x.end_date, 'payAmount', x.pay_amount,
                                      'status', x.status, 'payBefore', (extract(epoch FROM x.pay_before) * 1000)::bigint)
                    ORDER BY x.start_date, x.id)
    FROM user_order x WHERE x.delay_id = ${sql.ref(`${bookingAlias}.id`)} AND x.supplement = 'extension' AND x.status <> 'cancelled'), '[]'::json)`;
}
