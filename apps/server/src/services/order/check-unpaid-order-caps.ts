import { unpaidOrdersRefusal, type UnpaidOrderCaps } from '@luggage/domain/orders';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { refuse } from './refusal-failure';

/** Who books an order: the traveller's account and the device (the call's Uniq id, spec §7). */
export interface OrderHolder {
  userId: string;
  device: string;
}

/**
 * Refuses a new unpaid order of `holder` at `now` (ms) when the traveller or the device already has as many
 * unpaid orders whose hold has not lapsed as `caps` allow (unpaidOrdersRefusal: 'unpaidOrdersLimit',
 * 'deviceUnpaidOrdersLimit'). Inside the booking's transaction `trx`: it first takes transaction advisory
 * locks on the traveller, then the device (always in that order, so bookings never wait on each other
 * crosswise), so parallel bookings of one traveller or device are counted one after the other and never
 * pass the cap together. A paid, cancelled or lapsed order no longer counts.
 */
export async function checkUnpaidOrderCaps(trx: Kysely<DatabaseSchema>, holder: OrderHolder, caps: UnpaidOrderCaps, now: number): Promise<void> {
  // Both locks in one statement (its select list runs left to right), then the counts in the next one: a
  // statement's snapshot is taken when it starts, so only a statement after the locks sees what their last holder committed.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`unpaid-orders:user:${holder.userId}`})), pg_advisory_xact_lock(hashtext(${`unpaid-orders:device:${holder.device}`}))`.execute(trx);
  const unpaid = (column: 'user_id' | 'device', value: string) =>
    trx
      .selectFrom('user_order')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('status', '=', 'unpaid')
      .where('pay_before', '>', new Date(now))
      .where(column, '=', value);
  const { traveller, device } = await trx
    .selectNoFrom([unpaid('user_id', holder.userId).as('traveller'), unpaid('device', holder.device).as('device')])
    .executeTakeFirstOrThrow();
  refuse(unpaidOrdersRefusal({ traveller: Number(traveller), device: Number(device) }, caps));
}
