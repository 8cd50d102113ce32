import type { AddOrderResponse } from '../contract/order/add-order';
import type { CheckoutResponse } from '../contract/order/checkout';

/**
 * A valid checkout answer for tests and stories: shop 1, one boots item and two bags for 2 days from
 * 2026-11-23 at ¥20.00 and ¥15.00 a day, no discount. Pass only what the case is about; the amounts are
 * not recomputed from overrides. Each call returns a new object.
 */
export function buildCheckout(overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    storeId: 1,
    startDate: '20261123',
    endDate: '20261124',
    totalDays: 2,
    goodsList: [
      { goodsId: 1, count: 1, price: 2000, discount: 2000 },
      { goodsId: 2, count: 2, price: 1500, discount: 1500 },
    ],
    orderAmount: 10000,
    discountAmount: 0,
    payAmount: 10000,
    addOrderToken: 'a'.repeat(64),
    tokenExpiresAt: '2026-11-23T02:15:00Z',
    ...overrides,
  };
}

/** A valid add-order answer (order 501, ¥100.00 to pay within 15 minutes); each call returns a new object. */
export function buildAddedOrder(overrides: Partial<AddOrderResponse> = {}): AddOrderResponse {
  return { orderId: '501', payAmount: 10000, payBefore: '2026-11-23T02:15:00Z', ...overrides };
}
