import type { Instant } from '../dates/instant';
import type { InventoryItem } from '../inventory/inventory-item';
import type { OpeningHours } from './opening-hours';
import { openingState } from './opening-state';

/**
 * What a shop offers a traveller for the rest of today (Asia/Shanghai), as its map marker and list row say it:
 * `from` the lowest price per item per day it still books at (fen, after its discount), `full` when no goods
 * has room left today, `closed` when it does not open again today.
 */
export type TodayOffer = { kind: 'from'; fen: number } | { kind: 'full' } | { kind: 'closed' };

/** The facts of a shop {@link todayOffer} reads (the contract's Shop has them). */
export interface TodayOfferFacts {
  hours: readonly OpeningHours[];
  /** Today's inventory: units left and prices per goods. */
  inventory: readonly InventoryItem[];
  /** The shop closed today by its owner (a closure), whatever its hours. */
  closedToday: boolean;
}

/**
 * The shop's {@link TodayOffer} at `now`: `closed` when closed for the day (a closure, or by its hours it is
 * shut now and opens again only on a later day, or never); else `full` when no goods has a unit left; else
 * `from` the lowest discounted price among the goods that have room. A shop that opens later today is not
 * closed: it can still be booked for today.
 */
export function todayOffer(shop: TodayOfferFacts, now: Instant): TodayOffer {
  const opening = openingState(shop.hours, now);
  if (shop.closedToday || (!opening.isOpen && opening.opensInDays !== 0)) return { kind: 'closed' };
  const prices = shop.inventory.filter((item) => item.count > 0).map((item) => item.discount);
  return prices.length === 0 ? { kind: 'full' } : { kind: 'from', fen: Math.min(...prices) };
}
