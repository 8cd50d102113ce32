import type { OrderDetail } from '@luggage/api/contract';

/** What the traveller has paid for a booking in fen: its own payAmount and that of its paid extensions. */
export function paidWithExtensions(order: Pick<OrderDetail, 'payAmount' | 'extensions'>): number {
  return order.extensions.reduce((sum, extension) => (extension.status === 'paid' ? sum + extension.payAmount : sum), order.payAmount);
}
