import { endOfShanghaiDay } from '@luggage/domain/dates';
import { canCancel, ORDER_STORE_STATUS, reviewFlag } from '@luggage/domain/orders';
import type { OrderStatus } from '../../db/database-schema';

/** What the order rules read of an order row; days 'yyyy-MM-dd'. */
export interface OrderRuleInput {
  status: OrderStatus;
  store_status: number;
  start_date: string;
  hasPendingApplication: boolean;
  hasReview: boolean;
}

/** The luggage is at the shop, or was handed back: nothing can be cancelled or changed any more. */
export function isStored(storeStatus: number): boolean {
  return storeStatus === ORDER_STORE_STATUS.stored || storeStatus === ORDER_STORE_STATUS.completed;
}

/** 24:00 (Asia/Shanghai) of the start day, epoch ms: free cancellation is possible before it. */
export function cancelDeadline(startDate: string): number {
  return endOfShanghaiDay(startDate);
}

/** order/cancel is allowed at `now`: paid, not stored, before the deadline (domain canCancel), nothing pending. */
export function isCancellable(order: OrderRuleInput, now: number): boolean {
  return (
    order.status === 'paid' &&
    !isStored(order.store_status) &&
    !order.hasPendingApplication &&
    canCancel({ storeStatus: order.store_status, startTime: order.start_date }, now)
  );
}

/** apply_cancel is allowed at `now`: paid, not stored, nothing pending, free cancellation over. */
export function canApplyCancel(order: OrderRuleInput, now: number): boolean {
  return order.status === 'paid' && !isStored(order.store_status) && !order.hasPendingApplication && now >= cancelDeadline(order.start_date);
}

/** A review is possible at `now`: paid, the start day has come (domain reviewFlag) and no review yet. */
export function canReview(order: OrderRuleInput, now: number): boolean {
  return order.status === 'paid' && !order.hasReview && reviewFlag({ hasReview: false, startTime: order.start_date }, now);
}
