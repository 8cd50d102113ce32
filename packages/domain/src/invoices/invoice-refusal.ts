import type { OrderFacts } from '../orders/order-facts';
import { ORDER_STORE_STATUS } from '../orders/order-store-status';

/** Why no invoice can be asked for an order: see {@link invoiceRefusal}. */
export type InvoiceRefusal =
  /** The luggage has not been handed back (or the order was never paid, or was cancelled): nothing final to invoice. */
  | { reason: 'notCompleted' }
  /** Everything paid was refunded: the amount to invoice is 0. */
  | { reason: 'nothingPaid' };

/**
 * Whether an order is far enough along for an invoice, as a screen can tell from its order: paid and its
 * luggage handed back (storeStatus 30). The order page offers the invoice screen for such orders.
 */
export function isInvoiceOffered(order: Pick<OrderFacts, 'status' | 'storeStatus'>): boolean {
  return order.status === 'paid' && order.storeStatus === ORDER_STORE_STATUS.completed;
}

/**
 * Why the traveller cannot ask for an invoice of `order` (POST /api/user/bill/), or null when they can:
 * the order must be completed — paid and its luggage handed back at the counter (storeStatus 30) — and
 * what was really paid for it (`paidAmount`, fen: payments, extra days, supplements, less refunds) must be
 * more than 0. Whether an invoice exists already is the server's to say (one per order).
 */
export function invoiceRefusal(order: Pick<OrderFacts, 'status' | 'storeStatus'>, paidAmount: number): InvoiceRefusal | null {
  if (!isInvoiceOffered(order)) return { reason: 'notCompleted' };
  return paidAmount > 0 ? null : { reason: 'nothingPaid' };
}
