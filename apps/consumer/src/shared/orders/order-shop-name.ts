import type { OrderListItem } from '@luggage/api/contract';
import { shopDisplayName } from '@luggage/domain/shops';

/** The name of an order's shop in the UI language (the English name in English when the shop has one). */
export function orderShopName(order: Pick<OrderListItem, 'storeName' | 'storeEn'>, language: string): string {
  return shopDisplayName({ name: order.storeName, en: order.storeEn }, language);
}
