/** Goods ids of the inventory and booking (spec §3, where goods 1 is called 'boots'): 1 a suitcase (large item), 2 a bag (small item). */
export const GOODS = { suitcase: 1, bag: 2 } as const;

/** A known goods id: 1 | 2. */
export type GoodsId = (typeof GOODS)[keyof typeof GOODS];

/** The name of a goods in GOODS ('suitcase' | 'bag'). */
export type GoodsName = keyof typeof GOODS;
