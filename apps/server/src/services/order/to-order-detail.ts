import type { OrderDetail, OrderListItem, ReviewSource } from '@luggage/api/contract';
import { applyCancelRefusal, cancelDeadline, cancelRefusal, extensionRefusal, orderStatusAt, reviewFlag, type OrderFacts } from '@luggage/domain/orders';
import type { OrderRow } from './select-order-rows';

const iso = (ms: number | Date) => new Date(ms).toISOString();

/** What the order rules read of a row at `now`: its status there (lapsed included), days, pending application and review. */
function orderFacts(row: OrderRow, now: number): OrderFacts {
  return {
    status: orderStatusAt({ status: row.status, payBefore: row.pay_before }, now),
    storeStatus: row.store_status,
    startTime: row.start_date,
    endTime: row.end_date,
    pendingApplication: row.application?.status === 'pending' ? { kind: row.application.kind } : null,
    hasReview: row.review !== null,
  };
}

/** An order row as the list shows it at `now` (ms). */
export function toOrderListItem(row: OrderRow, now: number): OrderListItem {
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    storeEn: row.store_en,
    startTime: row.start_date,
    endTime: row.end_date,
    orderTime: iso(row.created_at),
    goodsList: row.goods,
    payAmount: row.pay_amount,
    status: orderStatusAt({ status: row.status, payBefore: row.pay_before }, now),
    storeStatus: row.store_status,
    review: reviewFlag({ hasReview: row.review !== null, startTime: row.start_date }, now),
    reviewed: row.review !== null,
  };
}

/**
 * An order row in detail at `now` (ms): amounts, the luggage photos (`pic`: signed URLs of the row's
 * photos, made by the caller), when it was stored and picked up, voucher while paid, what can be done now
 * (extending it too, from the domain's extensionRefusal), its extensions still paid or waiting for payment.
 */
export function toOrderDetail(row: OrderRow, now: number, pic: string[]): OrderDetail {
  const facts = orderFacts(row, now);
  const extensions = row.extensions
    .map((x) => ({
      id: x.id,
      startTime: x.startDate,
      endTime: x.endDate,
      payAmount: x.payAmount,
      status: orderStatusAt({ status: x.status, payBefore: new Date(x.payBefore) }, now),
      payBefore: iso(x.payBefore),
    }))
    .filter((x) => x.status !== 'lapsed');
  return {
    ...toOrderListItem(row, now),
    storeAddress: row.store_address,
    storeAddressEn: row.store_address_en,
    shopHasPhone: row.store_phone !== null,
    totalDays: row.total_days,
    discountAmount: row.discount_amount,
    couponAmount: row.coupon_amount,
    orderAmount: row.order_amount,
    payBefore: iso(row.pay_before),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    pic,
    storedAt: row.checked_in_at ? iso(row.checked_in_at) : null,
    pickedUpAt: row.checked_out_at ? iso(row.checked_out_at) : null,
    voucherCode: facts.status === 'paid' ? row.voucher_code : null,
    cancellable: cancelRefusal(facts, now) === null,
    canApplyCancel: applyCancelRefusal(facts, now) === null,
    cancelDeadline: iso(cancelDeadline(row.start_date)),
    refund: row.refund && {
      amount: row.refund.amount,
      status: row.refund.status,
      channel: row.refund.provider,
      createdAt: iso(row.refund.createdAt),
      succeededAt: row.refund.succeededAt === null ? null : iso(row.refund.succeededAt),
    },
    application: row.application && {
      kind: row.application.kind,
      status: row.application.status,
      reason: row.application.reason,
      part: row.application.part,
      startDate: row.application.startDate,
      endDate: row.application.endDate,
      createdAt: iso(row.application.createdAt),
    },
    reviewDetail: row.review && { score: row.review.score, content: row.review.content, source: row.review.source as ReviewSource },
    extensions,
    canExtend: extensionRefusal({ ...facts, endTime: row.end_date, isSupplement: row.supplement !== null, hasUnpaidExtension: extensions.some((x) => x.status === 'unpaid') }, now) === null,
    supplement: row.supplement && row.delay_id ? { kind: row.supplement, bookingId: row.delay_id } : null,
  };
}
