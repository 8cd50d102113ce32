import type { consumeOrderListEndpoint, ConsumeOrderListResponse, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Page `page` (from 1, `pageSize` rows) of `userId`'s consumption orders: the extra days charged at pick-up on
 * their own bookings, newest first, each with the shop that charged it.
 */
export async function listTravellerConsumeOrders(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: EndpointParams<typeof consumeOrderListEndpoint>,
): Promise<ConsumeOrderListResponse> {
  const rows = await db
    .selectFrom('order_extra_charge as c')
    .innerJoin('user_order as o', 'o.id', 'c.order_id')
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select(['c.id', 'c.order_id', 'c.days', 'c.amount', 'c.created_at', 's.name', 's.en'])
    .where('o.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    consumes: rows.map((row) => ({
      id: row.id,
      kind: 'extraDays' as const,
      orderId: row.order_id,
      shopName: row.name,
      shopEn: row.en,
      days: row.days,
      amount: row.amount,
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
  };
}
