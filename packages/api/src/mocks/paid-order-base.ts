import type { BusinessOrder } from '../contract/entities/business';
import type { OrderDetail } from '../contract/entities/order';

/** The fields the traveller's and the counter's views of an order share. */
type SharedOrderFields = keyof OrderDetail & keyof BusinessOrder;

/**
 * Order 501 as both sides see it, so the order and business factories describe the same order: paid, at
 * shop 1, two bags for 2 days from 2026-11-23 at ¥15.00 a day, voucher 7KQ2M9XD, not stored yet, no photos.
 * Each call returns a new object.
 */
export function paidOrderBase(): Pick<OrderDetail & BusinessOrder, SharedOrderFields> {
  return {
    id: '501',
    storeId: 1,
    startTime: '2026-11-23',
    endTime: '2026-11-24',
    totalDays: 2,
    goodsList: [{ goodsId: 2, count: 2, price: 1500, discount: 1500 }],
    payAmount: 6000,
    status: 'paid',
    storeStatus: 0,
    voucherCode: '7KQ2M9XD',
    pic: [],
  };
}
