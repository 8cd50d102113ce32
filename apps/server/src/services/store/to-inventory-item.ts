import type { InventoryItem } from '@luggage/api/contract';

/**
 * One inventory line: available = capacity − reserved (never below 0); the discounted price is the
 * regular price × discount percent, rounded to the fen.
 */
export function toInventoryItem(
  goods: { goodsId: 1 | 2; price: number; capacity: number; reserved: number },
  discountPercent: number,
): InventoryItem {
  return {
    goodsId: goods.goodsId,
    count: Math.max(0, goods.capacity - Number(goods.reserved)),
    price: goods.price,
    discount: Math.round((goods.price * discountPercent) / 100),
  };
}
