import type { OrderDetail } from '@luggage/api/contract';
import { pendingApplicationOf, type OrderFacts } from '@luggage/domain/orders';

/**
 * What the domain's order rules read of a loaded order, so a screen explains a step with the rule the
 * server enforces: the status the server answered (kept current by writeOrderState), the application
 * waiting for the shop (pendingApplicationOf: storeStatus 100/110 count while the order reloads) and
 * whether it has a review.
 */
export function orderRuleFacts(order: OrderDetail): OrderFacts {
  return {
    status: order.status,
    storeStatus: order.storeStatus,
    startTime: order.startTime,
    endTime: order.endTime,
    pendingApplication: pendingApplicationOf(order),
    hasReview: order.reviewed || order.reviewDetail !== null,
  };
}
