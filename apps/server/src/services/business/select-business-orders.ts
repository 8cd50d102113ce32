import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderColumns } from '../order/order-columns';
import { isBookingSql } from '../order/supplements/is-booking-sql';

/**
 * Select of the bookings of shop `storeId` (and only its own; supplementary orders are shown through
 * their booking, see isBookingSql) with everything businessOrderSchema
 * shows: the order's columns (see orderColumns: days, status, goods lines, luggage photos), the
 * traveller's phone or walk-in name, the check-in and check-out, the kind of the pending application (at
 * most one) and the extra days charged at pick-up. Callers add where/order/limit (the order table is `o`).
 */
export function selectBusinessOrders(db: Kysely<DatabaseSchema>, storeId: number) {
  return db
    .selectFrom('user_order as o')
    .leftJoin('app_user as u', 'u.id', 'o.user_id')
    .where('o.store_id', '=', storeId)
    .where(isBookingSql('o'))
    .select([
      ...orderColumns,
      'o.walk_in_name',
      'u.phone as traveller_phone',
      'o.checked_in_at',
      'o.checked_out_at',
      sql<'cancel' | 'edit' | null>`(SELECT a.kind FROM order_application a WHERE a.order_id = o.id AND a.status = 'pending')`.as('pending_application_kind'),
      sql<{ days: number; amount: number } | null>`(
        SELECT json_build_object('days', c.days, 'amount', c.amount) FROM order_extra_charge c WHERE c.order_id = o.id)`.as('extra_charge'),
    ]);
}

/** One row of {@link selectBusinessOrders}. */
export type BusinessOrderRow = Awaited<ReturnType<ReturnType<typeof selectBusinessOrders>['executeTakeFirstOrThrow']>>;
