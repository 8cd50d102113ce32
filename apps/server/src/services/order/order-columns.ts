import { sql } from 'kysely';
import { effectiveEndSql, effectiveTotalDaysSql } from './supplements/effective-end-sql';

/** A goods line of an order as the order selects read it (fen per item per day). */
export interface OrderGoodsLine {
  goodsId: 1 | 2;
  count: number;
  price: number;
  discount: number;
}

/** The goods lines of the order aliased `o`, by goods id, as a JSON array ([] when none). */
const orderGoodsSql = sql<OrderGoodsLine[]>`coalesce((
  SELECT json_agg(json_build_object('goodsId', g.goods_id, 'count', g.count, 'price', g.price, 'discount', g.discount) ORDER BY g.goods_id)
  FROM user_order_goods g WHERE g.order_id = o.id), '[]'::json)`;

/** The luggage photo names of the order aliased `o`, in upload order, as a JSON array ([] when none). */
const orderPhotosSql = sql<string[]>`coalesce((
  SELECT json_agg(p.name ORDER BY p.created_at, p.name) FROM luggage_photo p WHERE p.order_id = o.id), '[]'::json)`;

/**
 * What every view of an order (the traveller's and the shop's) selects of the order aliased `o`: its shop,
 * days ('yyyy-MM-dd' text; `end_date` and `total_days` up to its effective end, see effectiveEndSql), amount paid, status as stored (see the domain's orderStatusAt for the one to
 * show, from it and `pay_before`), storeStatus and voucher code, its goods lines (`goods`) and the names of
 * the luggage photos check-in attached, in upload order (`photos`).
 */
export const orderColumns = [
  'o.id',
  'o.store_id',
  'o.start_date',
  effectiveEndSql('o').as('end_date'),
  effectiveTotalDaysSql('o').as('total_days'),
  'o.pay_amount',
  'o.status',
  'o.store_status',
  'o.pay_before',
  'o.voucher_code',
  orderGoodsSql.as('goods'),
  orderPhotosSql.as('photos'),
] as const;
