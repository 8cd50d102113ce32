import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, OrderStatus } from '../../db/database-schema';
import { orderGoodsSql, orderPhotosSql } from '../order/order-lines-sql';

/**
 * Select of the orders of shop `storeId` (and only its orders) with everything businessOrderSchema
 * shows: goods lines, the traveller's phone or walk-in name, the luggage photos' names in upload order,
 * the kind of the pending application (at most one) and the extra days charged at pick-up. Days come as 'yyyy-MM-dd'
 * text; `status` is the stored one (see the domain's orderStatusAt for the one to show, from it and `pay_before`). Callers add where/order/limit (the order table is `o`).
 */
export function selectBusinessOrders(db: Kysely<DatabaseSchema>, storeId: number) {
  return db
    .selectFrom('user_order as o')
    .leftJoin('app_user as u', 'u.id', 'o.user_id')
    .where('o.store_id', '=', storeId)
    .select([
      'o.id',
      'o.store_id',
      'o.voucher_code',
      sql<OrderStatus>`o.status`.as('status'),
      'o.pay_before',
      sql<number>`o.store_status`.as('store_status'),
      'o.start_date',
      'o.end_date',
      'o.total_days',
      'o.pay_amount',
      'o.walk_in_name',
      'u.phone as traveller_phone',
      'o.checked_in_at',
      'o.checked_out_at',
      orderGoodsSql.as('goods'),
      orderPhotosSql.as('photos'),
      sql<'cancel' | 'edit' | null>`(SELECT a.kind FROM order_application a WHERE a.order_id = o.id AND a.status = 'pending')`.as('pending_application_kind'),
      sql<{ days: number; amount: number } | null>`(
        SELECT json_build_object('days', c.days, 'amount', c.amount) FROM order_extra_charge c WHERE c.order_id = o.id)`.as('extra_charge'),
    ]);
}

/** One row of {@link selectBusinessOrders}. */
export type BusinessOrderRow = Awaited<ReturnType<ReturnType<typeof selectBusinessOrders>['executeTakeFirstOrThrow']>>;
