import type { OrderDetail, OrderListItem } from '../contract/entities/order';
import type { AddOrderResponse } from '../contract/order/add-order';
import type { CheckoutResponse } from '../contract/order/checkout';
import { paidOrderBase } from './paid-order-base';

/**
 * A valid checkout answer for tests and stories: shop 1, one suitcase and two bags for 2 days from
 * 2026-11-23 at ¥20.00 and ¥15.00 a day, no discount. Pass only what the case is about; the amounts are
 * not recomputed from overrides. Each call returns a new object.
 */
export function buildCheckout(overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    storeId: 1,
    startDate: '2026-11-23',
    endDate: '2026-11-24',
    totalDays: 2,
    goodsList: [
      { goodsId: 1, count: 1, price: 2000, discount: 2000 },
      { goodsId: 2, count: 2, price: 1500, discount: 1500 },
    ],
    orderAmount: 10000,
    discountAmount: 0,
    payAmount: 10000,
    coupon: null,
    couponAmount: 0,
    addOrderToken: 'a'.repeat(64),
    tokenExpiresAt: '2026-11-23T02:15:00Z',
    ...overrides,
  };
}

/** A valid add-order answer (order 501, ¥100.00 to pay within 15 minutes); each call returns a new object. */
export function buildAddedOrder(overrides: Partial<AddOrderResponse> = {}): AddOrderResponse {
  return { orderId: '501', payAmount: 10000, payBefore: '2026-11-23T02:15:00Z', ...overrides };
}

/**
 * A paid order as the order detail returns it: order 501 at shop 1 (人民广场店), two bags for 2 days from
 * 2026-11-23 at ¥15.00 a day, cancellable until 24:00 of the start day, voucher 7KQ2M9XD. Pass only what
 * the case is about; derived fields are not recomputed from overrides. Each call returns a new object.
 */
export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...paidOrderBase(),
    storeName: '人民广场店',
    storeEn: '',
    storeAddress: '上海市黄浦区西藏中路268号（来福士广场B1）',
    storeAddressEn: null,
    shopHasPhone: true,
    orderTime: '2026-11-23T02:00:00.000Z',
    orderAmount: 6000,
    discountAmount: 0,
    couponAmount: 0,
    review: false,
    reviewed: false,
    payBefore: '2026-11-23T02:15:00.000Z',
    paidAt: '2026-11-23T02:01:00.000Z',
    storedAt: null,
    pickedUpAt: null,
    cancellable: true,
    canApplyCancel: false,
    cancelDeadline: '2026-11-23T16:00:00.000Z',
    refund: null,
    application: null,
    reviewDetail: null,
    extensions: [],
    // Extending is opt-in here so that screens without the extend action stay as they were: pass canExtend: true.
    canExtend: false,
    supplement: null,
    ...overrides,
  };
}

/** The same order as the order list shows it; each call returns a new object. */
export function buildOrderListItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  const { id, storeId, storeName, storeEn, startTime, endTime, orderTime, goodsList, payAmount, status, storeStatus, review, reviewed } = buildOrderDetail();
  return { id, storeId, storeName, storeEn, startTime, endTime, orderTime, goodsList, payAmount, status, storeStatus, review, reviewed, ...overrides };
}
