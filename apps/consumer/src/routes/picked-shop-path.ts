import { isInAppPath } from '@luggage/api/session';

/**
 * Where a chosen shop goes: the in-app path of `to` (e.g. '/edit?orderId=3') with `storeId` added; a
 * missing or foreign `to` ('//evil.example', 'https://…') falls back to the shop's page.
 */
export function pickedShopPath(to: string | null, storeId: number): string {
  if (!isInAppPath(to)) return `/shop/${storeId}`;
  return `${to}${to.includes('?') ? '&' : '?'}storeId=${storeId}`;
}
