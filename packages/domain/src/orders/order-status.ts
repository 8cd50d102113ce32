/**
 * Where the money of an order stands (the contract's `status`): 'unpaid' (waiting for payment, holding its
 * units until payBefore), 'lapsed' (unpaid past payBefore, see orderStatusAt), 'cancelled' (unpaid and given
 * up), 'paid', 'refunding' (cancelled after payment, refund under way), 'refunded'.
 */
export type OrderStatus = 'unpaid' | 'lapsed' | 'cancelled' | 'paid' | 'refunding' | 'refunded';
