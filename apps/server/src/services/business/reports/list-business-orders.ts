import type { businessOrderListEndpoint, BusinessOrderListResponse, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import type { LuggagePhotoUrls } from '../luggage-photo-url';
import { selectBusinessOrders } from '../select-business-orders';
import { toBusinessOrder } from '../to-business-order';
import { settleDateSql } from './settle-date-sql';

/**
 * Page `page` (from 1, `pageSize` rows) of shop `storeId`'s luggage orders whose money the shop keeps:
 * status paid (booked or walk-in, stored or handed back; refunded, unpaid, lapsed and cancelled ones are
 * left out), with their settle day (see settleDateSql, yyyy-MM-dd), the latest settle day first, then the
 * newest order first; each order as the counter sees it at `now` (ms).
 */
export async function listBusinessOrders(
  deps: { db: Kysely<DatabaseSchema>; photoUrls: LuggagePhotoUrls },
  query: EndpointParams<typeof businessOrderListEndpoint>,
  now: number,
): Promise<BusinessOrderListResponse> {
  const settleDate = settleDateSql();
  const rows = await selectBusinessOrders(deps.db, query.storeId)
    .where('o.status', '=', 'paid')
    .select(settleDate.as('settle_date'))
    .orderBy(settleDate, 'desc')
    .orderBy('o.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    orders: await Promise.all(rows.map(async (row) => ({ ...(await toBusinessOrder(row, now, deps.photoUrls)), settleDate: row.settle_date }))),
    page: query.page,
  };
}
