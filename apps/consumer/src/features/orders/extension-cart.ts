import type { CheckoutRequest, OrderDetail } from '@luggage/api/contract';
import { addDays, totalDays } from '@luggage/domain/dates';

/** Most days one extension may add (the server's ORDER_MAX_DAYS for a checkout). */
export const EXTENSION_MAX_DAYS = 30;

/** The added days of extending `order` to `newEnd` ('yyyy-MM-dd'): from the day after its current end. */
export function addedDays(order: Pick<OrderDetail, 'endTime'>, newEnd: string): { start: string; end: string; count: number } {
  const start = addDays(order.endTime, 1);
  return { start, end: newEnd, count: totalDays(start, newEnd) };
}

/**
 * The checkout of extending `order` to `newEnd`: the booking's shop and items, from the day after its
 * current end, tied to it by delayId, without a coupon (coupons do not apply to extensions).
 */
export function extensionCart(order: Pick<OrderDetail, 'id' | 'storeId' | 'endTime' | 'goodsList'>, newEnd: string): CheckoutRequest {
  return {
    storeId: order.storeId,
    goodsList: order.goodsList.map(({ goodsId, count }) => ({ goodsId, count })),
    startDate: addDays(order.endTime, 1),
    endDate: newEnd,
    coupon: 'none',
    delayId: order.id,
  };
}
