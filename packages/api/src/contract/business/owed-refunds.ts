import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * A refund of one of the shop's orders that the payment provider has not paid back yet:
 * - 'retrying': the provider failed, did not answer or is still working on it; the server asks again with
 *   backoff until it is settled;
 * - 'refused': the provider answered that this refund cannot be made (WeChat Pay's ABNORMAL: e.g. the
 *   traveller's card is closed). Asking again cannot change that, so the owner must pay the traveller back
 *   another way; it stays listed until a later refund of the same payment succeeds.
 */
export const owedRefundSchema = z.object({
  refundId: z.string(),
  state: z.enum(['retrying', 'refused']),
  /** The order whose payment is refunded (a booking or one of its supplementary orders) at this shop. */
  orderId: z.string(),
  /** Fen. */
  amount: z.number().int().min(0),
  /** ISO 8601: when the refund was recorded (owed since). */
  since: z.string(),
  /** How many times the retry job asked the provider again. */
  attempts: z.number().int().min(0),
  /** ISO 8601: when the provider is asked next; null: at the next run of the retry job. */
  nextAttemptAt: z.string().nullable(),
  /** The provider's last refusal or silence, as the server logged it; null when it has not failed. */
  lastError: z.string().nullable(),
});
export type OwedRefund = z.infer<typeof owedRefundSchema>;

/**
 * GET /api/business/refunds/owed/ (owners only; not in the product spec): the refunds of the shop's orders still
 * owed, oldest first (at most 100), until each is settled: those still 'processing' at the payment provider,
 * which the server retries with backoff (1 minute doubling to 6 hours), and those the provider refused for
 * good with no later refund of the payment (see owedRefundSchema); the owner sees that the money is owed and why.
 */
export const owedRefundsEndpoint = defineEndpoint({
  name: 'owedRefunds',
  method: 'GET',
  path: '/api/business/refunds/owed/',
  request: shopRequestSchema,
  response: z.object({ refunds: z.array(owedRefundSchema) }),
  shopRole: 'owner',
});
