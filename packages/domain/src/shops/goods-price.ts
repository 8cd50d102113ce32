import type { InventoryItem } from '../inventory/inventory-item';
import { GOODS } from './goods';

/** A goods' price to show, in fen per item per day. */
export interface GoodsPrice {
  /** Regular price (struck through when `discounted` is set). */
  price: number;
  /** Price after the shop's discount, or null when it is not lower than the regular price. */
  discounted: number | null;
}

/**
 * The price of goods `goodsId` in a shop's inventory, or null when the shop does not offer it
 * (or the inventory is missing). The first entry for the goods wins.
 */
export function goodsPrice(inventory: readonly InventoryItem[] | null | undefined, goodsId: number): GoodsPrice | null {
  const item = inventory?.find((entry) => entry.goodsId === goodsId);
  if (!item) return null;
  return { price: item.price, discounted: item.discount < item.price ? item.discount : null };
}

/** The price of a suitcase (goods 1, the spec's boots), or null when not offered. See {@link goodsPrice}. */
export function bootPrice(inventory: readonly InventoryItem[] | null | undefined): GoodsPrice | null {
  return goodsPrice(inventory, GOODS.suitcase);
}

/** The price of a bag (goods 2), or null when not offered. See {@link goodsPrice}. */
export function bagPrice(inventory: readonly InventoryItem[] | null | undefined): GoodsPrice | null {
  return goodsPrice(inventory, GOODS.bag);
}
