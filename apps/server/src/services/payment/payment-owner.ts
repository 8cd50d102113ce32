/** Whose a payment is: a booking (`orderId`) or a combo's coupon order (`couponOrderId`). */
export type PaymentOwner = { orderId: string; couponOrderId?: never } | { couponOrderId: string; orderId?: never };

/** The owner's column and id in the payment table (exactly one of order_id and coupon_order_id is set). */
export function paymentOwnerColumn(owner: PaymentOwner): { column: 'order_id' | 'coupon_order_id'; id: string } {
  return owner.couponOrderId !== undefined ? { column: 'coupon_order_id', id: owner.couponOrderId } : { column: 'order_id', id: owner.orderId };
}
