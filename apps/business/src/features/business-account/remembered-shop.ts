import type { BusinessShop } from '@luggage/api/contract';

/** Where the device remembers the shop last worked at (its store id). */
export const REMEMBERED_SHOP_KEY = 'luggage.business.shop';

/**
 * The shop to work at: the one this device remembers when the account still works there, else the
 * account's first shop; null when it works at none.
 */
export function pickCurrentShop(shops: BusinessShop[], storage: Storage): BusinessShop | null {
  const remembered = Number(storage.getItem(REMEMBERED_SHOP_KEY));
  return shops.find((shop) => shop.storeId === remembered) ?? shops[0] ?? null;
}

/** Remembers on this device the shop chosen in the switcher. */
export function rememberShop(storeId: number, storage: Storage): void {
  storage.setItem(REMEMBERED_SHOP_KEY, String(storeId));
}
