import { sql } from 'kysely';

/** A goods line of an order as the order selects read it (fen per item per day). */
export interface OrderGoodsLine {
  goodsId: 1 | 2;
  count: number;
  price: number;
  discount: number;
}

/** The goods lines of the order aliased `o`, by goods id, as a JSON array ([] when none). */
export const orderGoodsSql = sql<OrderGoodsLine[]>`coalesce((
  SELECT json_agg(json_build_object('goodsId', g.goods_id, 'count', g.count, 'price', g.price, 'discount', g.discount) ORDER BY g.goods_id)
  FROM user_order_goods g WHERE g.order_id = o.id), '[]'::json)`;

/** The luggage photo names of the order aliased `o`, in upload order, as a JSON array ([] when none). */
export const orderPhotosSql = sql<string[]>`coalesce((
  SELECT json_agg(p.name ORDER BY p.created_at, p.name) FROM luggage_photo p WHERE p.order_id = o.id), '[]'::json)`;
