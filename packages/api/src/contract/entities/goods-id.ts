import { GOODS as GOODS_ID } from '@luggage/domain/shops';
import { z } from 'zod';

/**
 * Goods ids (spec §3, where goods 1 is called 'boots'): 1 = a suitcase (large item), 2 = a bag (small item).
 * Re-exported from the domain, so that code reading it (a first screen) loads no schema.
 */
export { GOODS_ID };

/** Schema of a goods id. */
export const goodsIdSchema = z.union([z.literal(GOODS_ID.suitcase), z.literal(GOODS_ID.bag)]);

/** 1 (suitcase) or 2 (bag). */
export type GoodsId = z.infer<typeof goodsIdSchema>;
