import type { CheckInRefusal } from './check-in-refusal';

/**
 * Why the counter can neither check an order in nor out (the contract's `block`): a check-in refusal,
 * except 'inStore', which is no block (the luggage is in store: the counter hands it back).
 */
export type CounterBlock = Exclude<CheckInRefusal['reason'], 'inStore'>;

/**
 * The counter's block of an order from its check-in refusal (checkInRefusal at the same `now`), so what
 * the counter shows and what check-in refuses never disagree: null when the order can be checked in or
 * its luggage is in store (then checkOutRefusal says whether it can go), else the refusal's reason.
 */
export function counterBlock(checkIn: CheckInRefusal | null): CounterBlock | null {
  return checkIn === null || checkIn.reason === 'inStore' ? null : checkIn.reason;
}
