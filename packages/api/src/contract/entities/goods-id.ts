import { z } from 'zod';

/** Goods ids (spec §3): 1 = boots (large item), 2 = bags. */
export const GOODS_ID = { boots: 1, bags: 2 } as const;

/** Schema of a goods id. */
export const goodsIdSchema = z.union([z.literal(GOODS_ID.boots), z.literal(GOODS_ID.bags)]);

/** 1 (boots) or 2 (bags). */
export type GoodsId = z.infer<typeof goodsIdSchema>;
