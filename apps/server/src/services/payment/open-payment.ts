import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { paymentOwnerColumn, type PaymentOwner } from './payment-owner';
import type { PaymentDeps } from './payment-deps';
import { randomHexId } from './random-hex-id';

/**
 * Inside the caller's transaction (on the locked `owner`): the out_trade_no to pay `amount` fen for `owner`
 * with the configured provider — its pending payment of that provider and amount (a failed one is never
 * reused: the provider settles a trade once, so it would answer failed again), else a new one (a new
 * 32-hex out_trade_no).
 */
export async function openPayment(
  trx: Kysely<DatabaseSchema>,
  deps: Pick<PaymentDeps, 'payments'>,
  payment: { owner: PaymentOwner; amount: number; now: number },
): Promise<string> {
  const { column, id } = paymentOwnerColumn(payment.owner);
  const pending = await trx
    .selectFrom('payment')
    .select('out_trade_no')
    .where(column, '=', id)
    .where('provider', '=', deps.payments.name)
    .where('status', '=', 'pending')
    .where('amount', '=', payment.amount)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (pending) return pending.out_trade_no;
  const created = await trx
    .insertInto('payment')
    .values({
      order_id: column === 'order_id' ? id : null,
      coupon_order_id: column === 'coupon_order_id' ? id : null,
      provider: deps.payments.name,
      out_trade_no: randomHexId(),
      amount: payment.amount,
      created_at: new Date(payment.now),
    })
    .returning('out_trade_no')
    .executeTakeFirstOrThrow();
  return created.out_trade_no;
}
