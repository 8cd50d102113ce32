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
 * The select expressions that take the transaction advisory locks on `holder`'s unpaid orders: the
 * traveller's, then the device's (always in that order, so bookings never wait on each other crosswise;
 * a select list runs left to right). Put in the booking's first statement (add order: the token's UPDATE)
 * so they cost no round trip of their own; checkUnpaidOrderCaps counts in a later statement.
 */
export function unpaidOrderLocks(holder: OrderHolder) {
  return [
    sql<void>`pg_advisory_xact_lock(hashtext(${`unpaid-orders:user:${holder.userId}`}))`.as('traveller_lock'),
    sql<void>`pg_advisory_xact_lock(hashtext(${`unpaid-orders:device:${holder.device}`}))`.as('device_lock'),
  ] as const;
}

/**
 * Refuses a new unpaid order of `holder` at `now` (ms) when the traveller or the device already has as many
 * unpaid orders whose hold has not lapsed as `caps` allow (unpaidOrdersRefusal: 'unpaidOrdersLimit',
 * 'deviceUnpaidOrdersLimit'). Inside the booking's transaction `trx`, after a statement that took
 * unpaidOrderLocks: parallel bookings of one traveller or device are counted one after the other and never
 * pass the cap together. The counts need a statement of their own after the locks: a statement's snapshot is
 * taken when it starts, so only a statement after the locks sees what their last holder committed. A paid,
 * cancelled or lapsed order no longer counts.
 */
export async function checkUnpaidOrderCaps(trx: Kysely<DatabaseSchema>, holder: OrderHolder, caps: UnpaidOrderCaps, now: number): Promise<void> {
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
