import type { OrderDetail } from '@luggage/api/contract';
import { shopAddress } from '@luggage/domain/shops';

/** The address of an order's shop in the UI language (the English address in English when the shop has one). */
export function orderShopAddress(order: Pick<OrderDetail, 'storeAddress' | 'storeAddressEn'>, language: string): string {
  return shopAddress({ address: order.storeAddress, addressEn: order.storeAddressEn }, language);
}
