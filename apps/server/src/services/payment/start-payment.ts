import type { EndpointParams, payInfoEndpoint, PayInfoResponse } from '@luggage/api/contract';
import { orderStatusAt } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import type { PaymentDeps } from './payment-deps';
import { openPayment } from './open-payment';
import { payerOpenid } from './payer-openid';

/**
 * pay/info for `userId`: the caller's order must be unpaid and inside pay_before ('this order can no longer
 * be paid' otherwise; another user's order is 'order not found'). Opens (or reuses) its payment for the
 * order's payAmount, never the client's (openPayment), then asks the provider for the sheet. WeChat pays as
 * the WeChat user bound to the caller (payerOpenid: 'openidRequired', 'openidMismatch').
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: string,
  input: EndpointParams<typeof payInfoEndpoint>,
  boundOpenid: () => Promise<string | null>,
): Promise<PayInfoResponse> {
  const now = deps.clock();
  const payer = await payerOpenid(deps, input.openid, boundOpenid);
  const { order, outTradeNo } = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('user_order')
      .select(['status', 'pay_before', 'pay_amount'])
      .where('id', '=', input.orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('orderNotFound');
    if (orderStatusAt({ status: order.status, payBefore: order.pay_before }, now) !== 'unpaid') throw new ApiFailure('orderNotPayable');
    return { order, outTradeNo: await openPayment(trx, deps, { owner: { orderId: input.orderId }, amount: order.pay_amount, now }) };
  });
  const sheet = await deps.payments.createPayment({
    outTradeNo,
    amount: order.pay_amount,
    description: `行李寄存订单 ${input.orderId}`,
    expiresAt: order.pay_before,
    ...(payer ? { openid: payer } : {}),
  });
  return { orderId: input.orderId, payAmount: order.pay_amount, payBefore: order.pay_before.toISOString(), sheet };
}
