import { endOfShanghaiDay } from '../dates/end-of-shanghai-day';
import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { ORDER_STORE_STATUS } from './order-store-status';

/** The fields of an order the cancellation rule reads. */
export interface CancellableOrder {
  storeStatus: number;
  /** When storage starts; its Asia/Shanghai calendar date is the storage date. */
  startTime: Instant;
}

/**
 * Whether the order can still be cancelled at `now` (spec §1 FAQ): only before the luggage is stored
 * (storeStatus ≠ 20) and before 24:00 Asia/Shanghai of the storage date, whatever the device's zone.
 * Other statuses (including 100, cancellation applied) are left to the caller.
 */
export function canCancel(order: CancellableOrder, now: Instant): boolean {
  if (order.storeStatus === ORDER_STORE_STATUS.stored) return false;
  const deadline = endOfShanghaiDay(toShanghaiDateTime(order.startTime).toISODate());
  return toShanghaiDateTime(now).toMillis() < deadline;
}
