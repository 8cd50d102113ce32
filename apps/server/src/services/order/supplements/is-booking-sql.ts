import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the user_order aliased `orderAlias` is a booking, not a supplementary order (an extension or a
 * change of shop: `supplement` set, tied to its booking by delay_id). Every list of orders — the
 * traveller's order list, the shop's lists, counts and reports of orders — shows bookings only
 * (`.where(isBookingSql('o'))`); a supplement is shown through its booking. Money sums that add up what
 * was paid (pay_amount) keep supplements in.
 */
export function isBookingSql(orderAlias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${orderAlias}.supplement`)} IS NULL)`;
}
