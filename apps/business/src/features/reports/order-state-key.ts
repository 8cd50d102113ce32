import { ORDER_STORE_STATUS } from '@luggage/domain/orders';

/** The i18n key (under `state.`) of a shop order's storeStatus. */
export type OrderStateKey = keyof typeof ORDER_STORE_STATUS;

/**
 * Where a paid order stands at the shop: booked (nothing handed in yet), stored, completed (handed back), or
 * an application waiting for the shop's answer. An unknown value reads as booked.
 */
export function orderStateKey(storeStatus: number): OrderStateKey {
  const known = Object.entries(ORDER_STORE_STATUS).find(([, value]) => value === storeStatus);
  return (known?.[0] as OrderStateKey | undefined) ?? 'booked';
}
