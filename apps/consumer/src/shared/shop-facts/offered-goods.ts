import type { InventoryItem } from '@luggage/domain/inventory';
import { GOODS, goodsPrice, type GoodsId, type GoodsPrice } from '@luggage/domain/shops';

/** A goods a shop stores: its id and its price. */
export interface OfferedGoods {
  goodsId: GoodsId;
  price: GoodsPrice;
}

/** The goods in a shop's inventory, suitcases (goods 1) before bags (goods 2); goods it lacks are left out. */
export function offeredGoods(inventory: readonly InventoryItem[] | null | undefined): OfferedGoods[] {
  return Object.values(GOODS).flatMap((goodsId) => {
    const price = goodsPrice(inventory, goodsId);
    return price ? [{ goodsId, price }] : [];
  });
}
