import type { BusinessShop } from '@luggage/api/contract';

/** A shop's name in the UI language: the English name in English when the shop has one, else the Chinese name. */
export function shopDisplayName(shop: Pick<BusinessShop, 'name' | 'en'>, language: string): string {
  return language.startsWith('en') && shop.en ? shop.en : shop.name;
}
