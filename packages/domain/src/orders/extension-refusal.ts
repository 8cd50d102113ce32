import { addDays } from '../dates/add-days';
import type { Instant } from '../dates/instant';
import { shanghaiToday } from '../dates/shanghai-today';
import type { OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

/** A booking as the extension rule reads it. */
export interface ExtendableBooking extends Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication'> {
  /** Its effective last day, 'yyyy-MM-dd' (Asia/Shanghai): the latest end of its paid extensions, else its own end. */
  endTime: string;
  /** Whether the order is itself a supplementary order (an extension or a change of shop) rather than a booking. */
  isSupplement: boolean;
  /** Whether an extension of it waits for payment (unpaid and still holding its days). */
  hasUnpaidExtension: boolean;
}

/** Why a booking cannot be extended: see {@link extensionRefusal}. */
export type ExtensionRefusal =
  /** The order is an extension or a change of shop itself: extend its booking instead. */
  | { reason: 'supplement' }
  /** Cancelled before or after payment (cancelled, refunding, refunded). */
  | { reason: 'cancelled' }
  /** Not paid (unpaid or lapsed). */
  | { reason: 'notPaid' }
  /** The luggage was handed back (storeStatus 30). */
  | { reason: 'completed' }
  /** An application (cancellation or change of days) waits for the shop. */
  | { reason: 'applicationPending' }
  /** The day after the effective end (`firstDay`) is before today: the days since are charged at pick-up instead. */
  | { reason: 'endPassed'; firstDay: string }
  /** An extension waits for payment: pay it or cancel it first (one unpaid extension at a time). */
  | { reason: 'unpaidExtension' };

const CANCELLED: readonly OrderFacts['status'][] = ['cancelled', 'refunding', 'refunded'];

/**
 * Why the traveller cannot extend `booking` at `now` (order/add with delay 1), or null when they can, in
 * this order: it is not a booking (a supplement), it is cancelled, not paid, handed back, an application
 * is pending, its effective end is over (the first added day, the day after it, is before today in
 * Asia/Shanghai: staying on is charged at pick-up), or an unpaid extension waits. A booked (storeStatus 0)
 * or stored (20) paid booking can be extended.
 */
export function extensionRefusal(booking: ExtendableBooking, now: Instant): ExtensionRefusal | null {
  if (booking.isSupplement) return { reason: 'supplement' };
  if (CANCELLED.includes(booking.status)) return { reason: 'cancelled' };
  if (booking.status !== 'paid') return { reason: 'notPaid' };
  if (booking.storeStatus === ORDER_STORE_STATUS.completed) return { reason: 'completed' };
  if (booking.pendingApplication) return { reason: 'applicationPending' };
  const firstDay = addDays(booking.endTime, 1);
  if (firstDay < shanghaiToday(now)) return { reason: 'endPassed', firstDay };
  if (booking.hasUnpaidExtension) return { reason: 'unpaidExtension' };
  return null;
}
