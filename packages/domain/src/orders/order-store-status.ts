/**
 * Known values of an order's `storeStatus` (spec §4): 0 = booked, nothing at the shop yet; 20 = luggage
 * stored (voucher unlocked, photo attached), no longer cancellable; 30 = handed back, completed; 100 =
 * cancellation applied for after the free-cancellation deadline; 110 = a change of days asked of the shop.
 * Withdrawing an application or a change sets the value the server sends back (0).
 */
export const ORDER_STORE_STATUS = { booked: 0, stored: 20, completed: 30, cancelApplied: 100, editApplied: 110 } as const;
