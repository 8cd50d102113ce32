import type { BusinessToday, GoodsCount } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { GOODS } from '@luggage/domain/shops';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import type { LuggagePhotoUrls } from '../luggage-photo-url';
import { effectiveEndSql } from '../../order/supplements/effective-end-sql';
import { selectBusinessOrders, type BusinessOrderRow } from '../select-business-orders';
import { toBusinessOrder } from '../to-business-order';
import { selectOpenConfirmedAt } from './select-open-confirmed-at';

const { stored, completed } = ORDER_STORE_STATUS;

/**
 * Shop `storeId`'s day at `now` (ms), its today being the Asia/Shanghai date: whether it is closed and
 * confirmed open; drop-offs (paid orders whose days include today, not yet stored or handed back, also those
 * waiting for an answer to an application, so the counter sees why it cannot take them); pick-ups (stored
 * orders ending today or earlier, the latest overdue first, then by id); the items in store per goods
 * (every goods listed) and the orders they belong to; the orders waiting for an answer to an
 * application, oldest application first.
 */
export async function getBusinessToday(deps: { db: Kysely<DatabaseSchema>; photoUrls: LuggagePhotoUrls }, storeId: number, now: number): Promise<BusinessToday> {
  const { db } = deps;
  const date = shanghaiToday(now);
  const toOrders = (rows: BusinessOrderRow[]) => Promise.all(rows.map((row) => toBusinessOrder(row, now, deps.photoUrls)));
  const closure = await db.selectFrom('store_closure').select('day').where('store_id', '=', storeId).where('day', '=', date).executeTakeFirst();
  const dropOffs = await selectBusinessOrders(db, storeId)
    .where('o.status', '=', 'paid')
    // Also bookings that began earlier and are still on: a traveller may come on a later day.
    .where('o.start_date', '<=', date)
    .where(effectiveEndSql('o'), '>=', date)
    .where('o.store_status', 'not in', [stored, completed])
    .orderBy('o.start_date')
    .orderBy('o.id')
    .execute();
  const pickUps = await selectBusinessOrders(db, storeId)
    .where('o.store_status', '=', stored)
    .where(effectiveEndSql('o'), '<=', date)
    .orderBy(effectiveEndSql('o'))
    .orderBy('o.id')
    .execute();
  const inStore = await db
    .selectFrom('user_order_goods as g')
    .innerJoin('user_order as o', 'o.id', 'g.order_id')
    .select(['g.goods_id', sql<number>`sum(g.count)::int`.as('count')])
    .where('o.store_id', '=', storeId)
    .where('o.store_status', '=', stored)
    .groupBy('g.goods_id')
    .execute();
  const inStoreOrders = await db
    .selectFrom('user_order')
    .select(sql<number>`count(*)::int`.as('orders'))
    .where('store_id', '=', storeId)
    .where('store_status', '=', stored)
    .executeTakeFirstOrThrow();
  const applications = await selectBusinessOrders(db, storeId)
    .innerJoin('order_application as a', 'a.order_id', 'o.id')
    .where('a.status', '=', 'pending')
    .select([
      'a.kind',
      sql<'pending'>`a.status`.as('application_status'),
      'a.reason',
      'a.part',
      'a.start_date as application_start',
      'a.end_date as application_end',
      'a.created_at as application_created_at',
    ])
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return {
    date,
    closed: closure !== undefined,
    openConfirmedAt: await selectOpenConfirmedAt(db, storeId, date),
    dropOffs: await toOrders(dropOffs),
    pickUps: await toOrders(pickUps),
    inStore: Object.values(GOODS).map((goodsId): GoodsCount => ({ goodsId, count: inStore.find((line) => line.goods_id === goodsId)?.count ?? 0 })),
    inStoreOrders: inStoreOrders.orders,
    applications: await Promise.all(
      applications.map(async (row) => ({
        order: await toBusinessOrder(row, now, deps.photoUrls),
        application: {
          kind: row.kind,
          status: row.application_status,
          reason: row.reason,
          part: row.part,
          startDate: row.application_start,
          endDate: row.application_end,
          createdAt: row.application_created_at.toISOString(),
        },
      })),
    ),
  };
}
