import type { businessConsumeListEndpoint, BusinessConsumeListResponse, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { maskTravellerPhone } from '../to-business-order';
import { shanghaiDateSql } from './shanghai-date-sql';

/**
 * Page `page` (from 1, `pageSize` rows) of shop `storeId`'s consumption orders: the extra days charged at
 * pick-up, newest first, settled on their Asia/Shanghai day, the traveller named as on the order (the
 * walk-in name or the masked phone).
 */
export async function listConsumeOrders(
  db: Kysely<DatabaseSchema>,
  query: EndpointParams<typeof businessConsumeListEndpoint>,
): Promise<BusinessConsumeListResponse> {
  const rows = await db
    .selectFrom('order_extra_charge as c')
    .innerJoin('user_order as o', 'o.id', 'c.order_id')
    .leftJoin('app_user as u', 'u.id', 'o.user_id')
    .select([
      'c.id',
      'c.order_id',
      shanghaiDateSql<string>('c.created_at').as('settle_date'),
      'c.days',
      'c.amount',
      'c.created_at',
      'o.walk_in_name',
      'u.phone',
    ])
    .where('c.store_id', '=', query.storeId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    consumes: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      settleDate: row.settle_date,
      days: row.days,
      amount: row.amount,
      traveller: row.walk_in_name ?? maskTravellerPhone(row.phone ?? ''),
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
  };
}
