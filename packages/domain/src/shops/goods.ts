/** Goods ids of the inventory and booking (spec §3): 1 boots (large items such as suitcases), 2 bags. */
export const GOODS = { boots: 1, bags: 2 } as const;

/** A known goods id: 1 | 2. */
export type GoodsId = (typeof GOODS)[keyof typeof GOODS];
