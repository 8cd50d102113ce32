import type { InventoryItem } from '@luggage/domain/inventory';
import { GOODS, goodsPrice, type GoodsId, type GoodsPrice } from '@luggage/domain/shops';

/** A goods a shop stores: its id, its i18n key under shopFacts `goods.` and its price. */
export interface OfferedGoods {
  goodsId: GoodsId;
  key: keyof typeof GOODS;
  price: GoodsPrice;
}

/** The goods in a shop's inventory, boots (goods 1) before bags (goods 2); goods it lacks are left out. */
export function offeredGoods(inventory: readonly InventoryItem[] | null | undefined): OfferedGoods[] {
  return (Object.keys(GOODS) as (keyof typeof GOODS)[]).flatMap((key) => {
    const price = goodsPrice(inventory, GOODS[key]);
    return price ? [{ goodsId: GOODS[key], key, price }] : [];
  });
}
