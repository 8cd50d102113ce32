import type { EndpointParams, orderListEndpoint, OrderListResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectOrderRows } from './select-order-rows';
import { isBookingSql } from './supplements/is-booking-sql';
import { toOrderListItem } from './to-order-detail';

/** Page `page` (from 1) of `userId`'s bookings (supplementary orders show through their booking), newest first, `pageSize` per page, as of `now` (ms). */
export async function listOrders(
  db: Kysely<DatabaseSchema>,
  userId: string,
  paging: EndpointParams<typeof orderListEndpoint>,
  now: number,
): Promise<OrderListResponse> {
  const rows = await selectOrderRows(db, userId)
    .where(isBookingSql('o'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { orders: rows.map((row) => toOrderListItem(row, now)), page: paging.page };
}
