import { sql } from 'kysely';
import type { PaymentDeps } from './payment-deps';
import { settleRefund } from './refund-payment';

/** The first retry waits a minute, each next one twice as long as the one before… */
export const REFUND_RETRY_FIRST_MS = 60_000;
/** …up to six hours. */
export const REFUND_RETRY_MAX_MS = 6 * 60 * 60_000;
/** Refunds claimed by one run of the job. */
const CLAIM_LIMIT = 100;

/** How long after its `attempts`-th retry (1, 2, …) a refund still owed waits for the next: 1 min, 2, 4 … at most 6 h. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(REFUND_RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30)), REFUND_RETRY_MAX_MS);
}

/**
 * Asks the provider again about every refund still 'processing' that is due: its next_attempt_at has come,
 * or, never retried yet, it was made at least `minAgeMs` ago (the provider failed, did not answer, or was
 * still working on it) — of a payment of the configured provider (another provider's refunds wait for a
 * server configured with it, and must not crowd these out); see settleRefund, which records the provider's
 * refusal in last_error.
 *
 * Any number of server processes may run it at once: one UPDATE claims the due rows with
 * `FOR UPDATE SKIP LOCKED`, counts the attempt and moves next_attempt_at past the backoff
 * ({@link refundRetryDelayMs}) before the provider is asked, so another process skips the rows being
 * claimed and finds the claimed ones not due: the provider is asked once per refund per attempt.
 * Answers how many refunds are settled now.
 */
export async function settleOwedRefunds(deps: PaymentDeps, minAgeMs = 60_000): Promise<number> {
  const now = deps.clock();
  const { rows: claimed } = await sql<{ id: string; attempts: number }>`
    UPDATE refund AS r
       SET attempts = r.attempts + 1,
           next_attempt_at = ${new Date(now)}::timestamptz
             + least(${REFUND_RETRY_FIRST_MS}::float8 * power(2, least(r.attempts, 30)), ${REFUND_RETRY_MAX_MS}::float8) * interval '1 millisecond'
     WHERE r.id IN (
       SELECT due.id FROM refund AS due
         JOIN payment AS p ON p.id = due.payment_id
        WHERE due.status = 'processing'
          AND p.provider = ${deps.payments.name}
          AND coalesce(due.next_attempt_at, due.created_at + ${minAgeMs}::float8 * interval '1 millisecond') <= ${new Date(now)}::timestamptz
        ORDER BY due.id
        LIMIT ${CLAIM_LIMIT}
          FOR UPDATE OF due SKIP LOCKED)
    RETURNING r.id, r.attempts`.execute(deps.db);
  let settled = 0;
  for (const { id, attempts } of claimed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))) {
    deps.metrics?.refundRetried();
    const status = await settleRefund(deps, id);
    if (status !== 'processing') settled += 1;
    else deps.log.warn({ refundId: id, attempts, nextAttemptInMs: refundRetryDelayMs(attempts) }, 'refund still owed: asked again later');
  }
  return settled;
}
