import { storeStatusName, type StoreStatusName } from '@luggage/domain/orders';

/** The i18n key (under `state.`) of a shop order's storeStatus. */
export type OrderStateKey = StoreStatusName;

/**
 * Where a paid order stands at the shop: booked (nothing handed in yet), stored, completed (handed back), or
 * an application waiting for the shop's answer. An unknown value reads as booked.
 */
export function orderStateKey(storeStatus: number): OrderStateKey {
  return storeStatusName(storeStatus) ?? 'booked';
}
