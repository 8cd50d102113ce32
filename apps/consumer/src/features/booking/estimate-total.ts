import type { GoodsPrice } from '@luggage/domain/shops';

/** One goods in the form: how many, at the price the shop shows. */
export interface EstimateLine {
  count: number;
  price: GoodsPrice;
}

/**
 * What the booking would cost at the shown prices, in fen: Σ count × (discounted or regular price) ×
 * days. Only an estimate: checkout prices the cart on the server, and its answer is what is paid.
 */
export function estimateTotal(lines: readonly EstimateLine[], days: number): number {
  return lines.reduce((sum, { count, price }) => sum + count * (price.discounted ?? price.price), 0) * days;
}
