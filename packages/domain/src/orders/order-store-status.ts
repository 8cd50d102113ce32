/**
 * Known values of an order's `storeStatus` (spec §4): 20 = luggage stored (voucher unlocked, photo
 * attached), 100 = cancellation applied for. Other values mean not stored yet.
 */
export const ORDER_STORE_STATUS = { stored: 20, cancelApplied: 100 } as const;
