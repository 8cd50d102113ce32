import type { EndpointParams, payInfoEndpoint, PayInfoResponse } from '@luggage/api/contract';
import { orderStatusAt } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import type { PaymentDeps } from './payment-deps';
import { randomHexId } from './random-hex-id';

/**
 * pay/info for `userId`: the caller's order must be unpaid and inside pay_before ('this order can no longer
 * be paid' otherwise; another user's order is 'order not found'). Reuses the order's pending payment with
 * the configured provider and the same amount (a failed one is never reused: the provider settles a trade
 * once, so it would answer failed again), else makes one (a new 32-hex out_trade_no; the amount is
 * the order's payAmount, never the client's), then asks the provider for the sheet. WeChat pays as the
 * WeChat user bound to the caller (`boundOpenid` looks it up, only for WeChat; 'openidRequired' when there
 * is none); an `openid` the client sends must be that one ('openidMismatch'), and is never used itself.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: string,
  input: EndpointParams<typeof payInfoEndpoint>,
  boundOpenid: () => Promise<string | null>,
): Promise<PayInfoResponse> {
  const now = deps.clock();
  const payer = deps.payments.name === 'wechat' ? await boundOpenid() : null;
  if (deps.payments.name === 'wechat' && !payer) throw new ApiFailure('openidRequired');
  if (payer && input.openid !== undefined && input.openid !== payer) throw new ApiFailure('openidMismatch');
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
    const pending = await trx
      .selectFrom('payment')
      .select('out_trade_no')
      .where('order_id', '=', input.orderId)
      .where('provider', '=', deps.payments.name)
      .where('status', '=', 'pending')
      .where('amount', '=', order.pay_amount)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (pending) return { order, outTradeNo: pending.out_trade_no };
    const created = await trx
      .insertInto('payment')
      .values({ order_id: input.orderId, provider: deps.payments.name, out_trade_no: randomHexId(), amount: order.pay_amount, created_at: new Date(now) })
      .returning('out_trade_no')
      .executeTakeFirstOrThrow();
    return { order, outTradeNo: created.out_trade_no };
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
