import type { OrderDetail, OrderListItem, ReviewSource } from '@luggage/api/contract';
import { reviewFlag } from '@luggage/domain/orders';
import { orderStatusAt } from './order-status-at';
import { cancelDeadline, canApplyCancel, isCancellable, type OrderRuleInput } from './order-rules';
import type { OrderRow } from './select-order-rows';

const iso = (ms: number | Date) => new Date(ms).toISOString();

/** The rule inputs of a row at `now`: its status there (lapsed included), pending application and review. */
export function orderRuleInput(row: OrderRow, now: number): OrderRuleInput {
  return {
    status: orderStatusAt(row, now),
    store_status: row.store_status,
    start_date: row.start_date,
    hasPendingApplication: row.application?.status === 'pending',
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
    status: orderStatusAt(row, now),
    storeStatus: row.store_status,
    review: reviewFlag({ hasReview: row.review !== null, startTime: row.start_date }, now),
    reviewed: row.review !== null,
  };
}

/**
 * An order row in detail at `now` (ms): amounts, the luggage photos (`pic`: signed URLs of the row's
 * photos, made by the caller), voucher while paid, what can be done now.
 */
export function toOrderDetail(row: OrderRow, now: number, pic: string[]): OrderDetail {
  const rules = orderRuleInput(row, now);
  return {
    ...toOrderListItem(row, now),
    storeAddress: row.store_address,
    totalDays: row.total_days,
    discountAmount: row.discount_amount,
    orderAmount: row.order_amount,
    payBefore: iso(row.pay_before),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    pic,
    voucherCode: rules.status === 'paid' ? row.voucher_code : null,
    cancellable: isCancellable(rules, now),
    canApplyCancel: canApplyCancel(rules, now),
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
  };
}
