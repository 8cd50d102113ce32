import type { PaymentDeps } from './payment-deps';
import { settleRefund } from './refund-payment';

/**
 * Asks the provider again about every refund still 'processing' that was made at least `minAgeMs` ago
 * (the provider failed, did not answer, or was still working on it) of a payment of the configured provider
 * (another provider's refunds wait for a server configured with it, and must not crowd these out); see settleRefund. Several servers may
 * run it at once: the provider keys refunds by out_refund_no and the row is only updated while processing.
 * Answers how many refunds are settled now.
 */
export async function settleOwedRefunds(deps: PaymentDeps, minAgeMs = 60_000): Promise<number> {
  const owed = await deps.db
    .selectFrom('refund as r')
    .innerJoin('payment as p', 'p.id', 'r.payment_id')
    .select('r.id')
    .where('r.status', '=', 'processing')
    .where('p.provider', '=', deps.payments.name)
    .where('r.created_at', '<=', new Date(deps.clock() - minAgeMs))
    .orderBy('r.id')
    .limit(100)
    .execute();
  let settled = 0;
  for (const { id } of owed) {
    if ((await settleRefund(deps, id)) !== 'processing') settled += 1;
  }
  return settled;
}
