import type { OrderStatus } from './order-status';
import { ORDER_STORE_STATUS } from './order-store-status';

/**
 * What an order's voucher shows (spec §2 /credence/{id}):
 * - 'unpaid': no code yet, the way to pay;
 * - 'live': paid, the luggage not at the shop yet (or an application pending): the QR code to show;
 * - 'stored': at the shop: the photos, and the QR code to pick it up with;
 * - 'completed': handed back: when, the photos, and no code any more;
 * - 'closed': cancelled, lapsed, refunding or refunded: no code.
 */
export type VoucherState = 'unpaid' | 'live' | 'stored' | 'completed' | 'closed';

/** The {@link VoucherState} of an order from its money state (`status`) and its shop side (`storeStatus`). */
export function voucherState({ status, storeStatus }: { status: OrderStatus; storeStatus: number }): VoucherState {
  if (status === 'unpaid') return 'unpaid';
  if (status !== 'paid') return 'closed';
  if (storeStatus === ORDER_STORE_STATUS.completed) return 'completed';
  return storeStatus === ORDER_STORE_STATUS.stored ? 'stored' : 'live';
}

/**
 * Whether to offer the traveller a review of the order: paid, not reviewed yet, and its luggage was
 * stored at the shop (stored or picked up) — a booking the traveller never brought is not reviewed.
 */
export function isReviewOffered(order: { status: OrderStatus; storeStatus: number; hasReview: boolean }): boolean {
  const state = voucherState(order);
  return !order.hasReview && (state === 'stored' || state === 'completed');
}
