import type { Instant } from '../dates/instant';
import { storageDaysRefusals, type StorageDays, type StorageDaysRefusal } from './storage-days-refusals';

/**
 * The first refusal of a checkout cart's days at `now` (see {@link storageDaysRefusals}), undefined when none.
 * An extension (`delayId` set) adds days after a booking already taken, so its start may lie beyond the
 * latest start of a new booking: 'startTooFar' does not apply to it.
 */
export function cartDaysRefusal(cart: StorageDays & { delayId?: string | undefined }, now: Instant): StorageDaysRefusal | undefined {
  const refusals = storageDaysRefusals(cart, now);
  return cart.delayId === undefined ? refusals[0] : refusals.find((refusal) => refusal.reason !== 'startTooFar');
}
