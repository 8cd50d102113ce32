import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderColumns } from './order-columns';
import { orderExtensionsSql } from './supplements/order-extensions-sql';

/** A timestamp as epoch milliseconds inside json_build_object (JSON has no dates). */
const epochMs = (column: string) => sql`(extract(epoch FROM ${sql.ref(column)}) * 1000)::bigint`;

/** The latest refund of an order, as {@link selectOrderRows} reads it. */
export interface RefundRow {
  amount: number;
  status: 'processing' | 'succeeded' | 'failed';
  provider: 'sandbox' | 'wechat';
  createdAt: number;
  succeededAt: number | null;
}

/** The latest application of an order; days 'yyyy-MM-dd' (JSON has dates so). */
export interface ApplicationRow {
  kind: 'cancel' | 'edit';
  status: 'pending' | 'withdrawn' | 'approved' | 'rejected';
  reason: string;
  part: number | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: number;
}

/** The review of an order. */
export interface ReviewRow {
  score: number;
  content: string;
  source: string;
}

/**
 * Select of the orders of `userId` (and only theirs: another user's order is simply not found) with
 * everything the list and the detail show in one query: the order's columns (see orderColumns: days,
 * status, goods lines, luggage photos), its amounts and times, the shop's name and address, the latest
 * refund with its payment's provider, the pending application or else the latest one, the review, and
 * what ties it to supplementary orders (its extensions, or the booking it supplements).
 * Callers add where/order/limit.
 */
export function selectOrderRows(db: Kysely<DatabaseSchema>, userId: string) {
  return db
    .selectFrom('user_order as o')
    .innerJoin('store as s', 's.id', 'o.store_id')
    .where('o.user_id', '=', userId)
    .select([
      ...orderColumns,
      's.name as store_name',
      's.en as store_en',
      's.address as store_address',
      's.address_en as store_address_en',
      's.phone as store_phone',
      'o.order_amount',
      'o.discount_amount',
      'o.coupon_amount',
      'o.created_at',
      'o.paid_at',
      'o.checked_in_at',
      'o.checked_out_at',
      'o.supplement',
      'o.delay_id',
      orderExtensionsSql('o').as('extensions'),
      sql<RefundRow | null>`(
        SELECT json_build_object('amount', r.amount, 'status', r.status, 'provider', p.provider,
                                 'createdAt', ${epochMs('r.created_at')}, 'succeededAt', ${epochMs('r.succeeded_at')})
        FROM refund r JOIN payment p ON p.id = r.payment_id
        WHERE r.order_id = o.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`.as('refund'),
      sql<ApplicationRow | null>`(
        SELECT json_build_object('kind', a.kind, 'status', a.status, 'reason', a.reason, 'part', a.part,
                                 'startDate', a.start_date, 'endDate', a.end_date,
                                 'createdAt', ${epochMs('a.created_at')})
        FROM order_application a
        WHERE a.order_id = o.id ORDER BY a.status = 'pending' DESC, a.created_at DESC, a.id DESC LIMIT 1)`.as('application'),
      sql<ReviewRow | null>`(
        SELECT json_build_object('score', v.score, 'content', v.content, 'source', v.source)
        FROM order_review v WHERE v.order_id = o.id)`.as('review'),
    ]);
}

/** One row of {@link selectOrderRows}. */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['executeTakeFirstOrThrow']>>;
