import { z } from 'zod';
import { goodsIdSchema } from '../entities/goods-id';

/** A walk-in booking's goods: one or two lines of different goods, 1–99 items each. */
export const walkInGoodsField = z
  .array(z.object({ goodsId: goodsIdSchema, count: z.number().int().min(1).max(99) }))
  .min(1)
  .max(2)
  .refine((goods) => new Set(goods.map((line) => line.goodsId)).size === goods.length, 'goodsList');
