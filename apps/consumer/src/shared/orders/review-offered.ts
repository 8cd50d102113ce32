import type { OrderListItem } from '@luggage/api/contract';
import { isReviewOffered } from '@luggage/domain/orders';

/**
 * Whether the order list, the order and the voucher offer 'review': the server's review flag is up (not
 * reviewed from this client meanwhile) and the domain's rule holds — paid, not reviewed, and the luggage
 * was stored at the shop.
 */
export function reviewOffered(order: Pick<OrderListItem, 'status' | 'storeStatus' | 'review' | 'reviewed'>): boolean {
  return order.review && isReviewOffered({ status: order.status, storeStatus: order.storeStatus, hasReview: order.reviewed });
}
