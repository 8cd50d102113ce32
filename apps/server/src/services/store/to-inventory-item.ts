import type { InventoryItem } from '@luggage/api/contract';
import { applyDiscountPercent } from '@luggage/domain/money';

/**
 * One inventory line: available = capacity − reserved (never below 0); the discounted price is the
 * regular price × discount percent, rounded to the fen (applyDiscountPercent).
 */
export function toInventoryItem(
  goods: { goodsId: 1 | 2; price: number; capacity: number; reserved: number },
  discountPercent: number,
): InventoryItem {
  return {
    goodsId: goods.goodsId,
    count: Math.max(0, goods.capacity - goods.reserved),
    price: goods.price,
    discount: applyDiscountPercent(goods.price, discountPercent),
  };
}
