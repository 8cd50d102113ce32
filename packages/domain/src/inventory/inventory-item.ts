/** One goods' stock and price on one day (the contract's InventoryItem; money in fen per item per day). */
export interface InventoryItem {
  /** 1 = a suitcase (large item), 2 = a bag (small item). */
  goodsId: number;
  /** Units still available. */
  count: number;
  /** Regular price, fen per item per day. */
  price: number;
  /** Price after the shop's discount, fen per item per day; equals `price` when there is none. */
  discount: number;
}
