import type { EndpointParams, sandboxPayEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { SandboxNotification, SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';

/**
 * The sandbox's payment sheet paying (or failing) the sandbox payment `outTradeNo` of one of `userId`'s
 * orders or combo orders, for the amount the payment was opened for; answers the notification the sandbox then sends.
 * Another user's payment, or an unknown one, is 'order not found'.
 */
export async function payInSandbox(
  deps: { db: Kysely<DatabaseSchema>; sandbox: SandboxPaymentProvider },
  userId: string,
  params: EndpointParams<typeof sandboxPayEndpoint>,
): Promise<SandboxNotification> {
  const payment = await deps.db
    .selectFrom('payment as p')
    .leftJoin('user_order as o', 'o.id', 'p.order_id')
    .leftJoin('coupon_order as co', 'co.id', 'p.coupon_order_id')
    .select('p.amount')
    .where('p.out_trade_no', '=', params.outTradeNo)
    .where('p.provider', '=', 'sandbox')
    .where((eb) => eb.or([eb('o.user_id', '=', userId), eb('co.user_id', '=', userId)]))
    .executeTakeFirst();
  if (!payment) throw new ApiFailure('orderNotFound');
  return deps.sandbox.pay(params.outTradeNo, payment.amount, params.outcome);
}
