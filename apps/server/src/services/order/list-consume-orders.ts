import type { consumeOrderListEndpoint, ConsumeOrderListResponse, EndpointParams } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Page `page` (from 1, `pageSize` rows) of `userId`'s consumption orders, newest first: the extra days charged
 * at pick-up on their own bookings (with the shop that charged them) and the combo packages they paid for
 * (with what their refund gave back), by when each was paid; ids 'x…' and 'c…' keep the two kinds apart.
 */
export async function listTravellerConsumeOrders(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: EndpointParams<typeof consumeOrderListEndpoint>,
): Promise<ConsumeOrderListResponse> {
  const extraDays = db
    .selectFrom('order_extra_charge as c')
    .innerJoin('user_order as o', 'o.id', 'c.order_id')
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select([
      sql<'extraDays' | 'combo'>`'extraDays'`.as('kind'),
      'c.id',
      'c.order_id as ref_id',
      's.name',
      's.en',
      'c.days',
      'c.amount',
      sql<number | null>`NULL::integer`.as('refund_amount'),
      'c.created_at as paid_at',
    ])
    .where('o.user_id', '=', userId);
  const combos = db
    .selectFrom('coupon_order as co')
    .innerJoin('combo as cb', 'cb.id', 'co.combo_id')
    .innerJoin('coupon_template as t', 't.id', 'cb.template_id')
    .select([
      sql<'extraDays' | 'combo'>`'combo'`.as('kind'),
      'co.id',
      'co.id as ref_id',
      't.name',
      't.name_en as en',
      sql<number>`0`.as('days'),
      'co.price as amount',
      'co.refund_amount',
      sql<Date>`co.paid_at`.as('paid_at'),
    ])
    .where('co.user_id', '=', userId)
    .where('co.paid_at', 'is not', null);
  const rows = await extraDays
    .unionAll(combos)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    consumes: rows.map((row) =>
      row.kind === 'combo'
        ? {
            id: `c${row.id}`,
            kind: 'combo' as const,
            comboOrderId: row.ref_id,
            name: row.name,
            nameEn: row.en,
            amount: row.amount,
            refundAmount: row.refund_amount,
            createdAt: row.paid_at.toISOString(),
          }
        : {
            id: `x${row.id}`,
            kind: 'extraDays' as const,
            orderId: row.ref_id,
            shopName: row.name,
            shopEn: row.en,
            days: row.days,
            amount: row.amount,
            createdAt: row.paid_at.toISOString(),
          },
    ),
    page: query.page,
  };
}
