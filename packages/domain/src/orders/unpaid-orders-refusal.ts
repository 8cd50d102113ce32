/**
 * How many unpaid orders (each holding its shop's units until it is paid or its hold lapses) one
 * traveller and one device (the Uniq id of spec §7) may have at once.
 */
export interface UnpaidOrderCaps {
  perTraveller: number;
  perDevice: number;
}

/** Three each: enough for a family booking at a few shops, too few to block a shop's large items. */
export const DEFAULT_UNPAID_ORDER_CAPS: UnpaidOrderCaps = { perTraveller: 3, perDevice: 3 };

/** Why one more unpaid order is refused: see {@link unpaidOrdersRefusal}. */
export type UnpaidOrdersRefusal =
  /** The traveller has `cap` unpaid orders already. */
  | { reason: 'travellerUnpaidCap'; cap: number }
  /** The device has `cap` unpaid orders already (several accounts on one phone). */
  | { reason: 'deviceUnpaidCap'; cap: number };

/**
 * Why a new unpaid order may not be added, given the unpaid orders whose hold has not lapsed that the
 * traveller and the device have now, or null when it may: the traveller's cap first, then the device's.
 */
export function unpaidOrdersRefusal(unpaid: { traveller: number; device: number }, caps: UnpaidOrderCaps): UnpaidOrdersRefusal | null {
  if (unpaid.traveller >= caps.perTraveller) return { reason: 'travellerUnpaidCap', cap: caps.perTraveller };
  if (unpaid.device >= caps.perDevice) return { reason: 'deviceUnpaidCap', cap: caps.perDevice };
  return null;
}
