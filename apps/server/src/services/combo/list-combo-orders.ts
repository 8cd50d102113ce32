import type { ComboOrderListResponse, comboOrderListEndpoint, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectCouponOrders } from './select-coupon-orders';
import { toComboOrders } from './to-combo-orders';

/**
 * Page `page` (from 1, `pageSize` rows) of `userId`'s combo orders at `now` (ms), newest first: paid and
 * refunding ones, and unpaid ones still inside their hold; refunded, cancelled and lapsed ones are left out.
 */
export async function listComboOrders(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: EndpointParams<typeof comboOrderListEndpoint>,
  now: number,
): Promise<ComboOrderListResponse> {
  const rows = await selectCouponOrders(db, userId)
    .where((eb) => eb.or([eb('co.status', 'in', ['paid', 'refunding']), eb.and([eb('co.status', '=', 'unpaid'), eb('co.pay_before', '>', new Date(now))])]))
    .orderBy('co.created_at', 'desc')
    .orderBy('co.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { orders: await toComboOrders(db, rows, now), page: query.page };
}
