import { applyCancelValue } from '@luggage/domain/orders';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { cancelReasonKeySchema, orderIdSchema, orderStatusSchema, reviewSourceSchema, storeStatusSchema } from '../entities/order';
import { compactDateSchema } from '../fields/compact-date';

/** Longest free-text reason or review. */
export const ORDER_TEXT_MAX = 500;

/** What every order action answers: the order and its state afterwards, to update the loaded order. */
const orderStateSchema = z.object({ orderId: orderIdSchema, status: orderStatusSchema, storeStatus: storeStatusSchema });
export type OrderState = z.infer<typeof orderStateSchema>;

const reasonText = z.string().trim().max(ORDER_TEXT_MAX);

/**
 * POST /api/user/order/cancel/: cancels a paid order before storage, until 24:00 (Asia/Shanghai) of its
 * start day, and refunds the whole payAmount to the original payment method (status 'refunding', then
 * 'refunded'). `key` is the reason chosen from the list, `reason` optional words, `part` 'all' (the whole
 * order; partial cancellation is not offered). Refused once stored (storeStatus 20) or after the deadline.
 */
export const cancelOrderEndpoint = defineEndpoint({
  name: 'cancelOrder',
  method: 'POST',
  path: '/api/user/order/cancel/',
  request: z.object({ orderId: orderIdSchema, key: cancelReasonKeySchema, reason: reasonText.default(''), part: z.literal('all').default('all') }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/**
 * POST /api/user/order/apply_cancel/: after the free-cancellation deadline (and before storage), applies to
 * the shop for cancellation: `apply` is 'part' + the percentage of payAmount the traveller accepts to
 * forfeit (default 'part20'), `reason` required, `pic` optional photo URLs. storeStatus becomes 100.
 */
export const applyCancelEndpoint = defineEndpoint({
  name: 'applyCancel',
  method: 'POST',
  path: '/api/user/order/apply_cancel/',
  request: z.object({
    orderId: orderIdSchema,
    reason: reasonText.pipe(z.string().min(1)),
    pic: z.array(z.string().max(300)).max(3).default([]),
    apply: z.string().regex(/^part(100|[1-9]?\d)$/).default(applyCancelValue()),
  }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/** POST /api/user/order/cancel_apply/: withdraws the pending cancellation application; storeStatus back to 0. */
export const cancelApplyEndpoint = defineEndpoint({
  name: 'cancelApply',
  method: 'POST',
  path: '/api/user/order/cancel_apply/',
  request: z.object({ orderId: orderIdSchema }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/** POST /api/user/order/apply/reason/: replaces the reason of the pending cancellation application. */
export const applyReasonEndpoint = defineEndpoint({
  name: 'applyReason',
  method: 'POST',
  path: '/api/user/order/apply/reason/',
  request: z.object({ orderId: orderIdSchema, reason: reasonText.pipe(z.string().min(1)) }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/**
 * POST /api/edit/apply/ (path not in the spec): asks the shop to move a paid, not yet stored order to other
 * days (same length or shorter; the shop confirms it); storeStatus becomes 110. One pending change at a time.
 */
export const editOrderEndpoint = defineEndpoint({
  name: 'editOrder',
  method: 'POST',
  path: '/api/edit/apply/',
  request: z.object({ orderId: orderIdSchema, startDate: compactDateSchema, endDate: compactDateSchema, reason: reasonText.default('') }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/** POST /api/edit/cancel_edit/: withdraws the pending change request; storeStatus back to 0. */
export const cancelEditEndpoint = defineEndpoint({
  name: 'cancelEdit',
  method: 'POST',
  path: '/api/edit/cancel_edit/',
  request: z.object({ orderId: orderIdSchema }),
  response: orderStateSchema,
  signed: true,
  auth: 'user',
});

/**
 * POST /api/user/order/review/: one review per order, for a paid order whose start day has come: score 1–5,
 * content (optional words) and the source ('how did you hear about us').
 */
export const reviewOrderEndpoint = defineEndpoint({
  name: 'reviewOrder',
  method: 'POST',
  path: '/api/user/order/review/',
  request: z.object({
    orderId: orderIdSchema,
    score: z.number().int().min(1).max(5),
    content: reasonText.default(''),
    source: reviewSourceSchema,
  }),
  response: z.object({ orderId: orderIdSchema, review: z.literal(false) }),
  signed: true,
  auth: 'user',
});

export type CancelOrderRequest = z.input<typeof cancelOrderEndpoint.request>;
export type ApplyCancelRequest = z.input<typeof applyCancelEndpoint.request>;
export type CancelApplyRequest = z.input<typeof cancelApplyEndpoint.request>;
export type ApplyReasonRequest = z.input<typeof applyReasonEndpoint.request>;
export type EditOrderRequest = z.input<typeof editOrderEndpoint.request>;
export type CancelEditRequest = z.input<typeof cancelEditEndpoint.request>;
export type ReviewOrderRequest = z.input<typeof reviewOrderEndpoint.request>;
export type ReviewOrderResponse = z.output<typeof reviewOrderEndpoint.response>;
