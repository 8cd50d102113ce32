import type { comboPayInfoEndpoint, ComboPayInfoResponse, EndpointParams } from '@luggage/api/contract';
import { orderStatusAt } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import { openPayment } from '../payment/open-payment';
import { payerOpenid } from '../payment/payer-openid';
import type { PaymentDeps } from '../payment/payment-deps';

/**
 * combo_order/pay/info for `userId`, as pay/info for a booking: the caller's coupon order must be unpaid
 * and inside pay_before ('this combo order can no longer be paid' otherwise; another user's is 'combo
 * order not found'); its payment is opened (or reused) for the order's price (openPayment), and the
 * provider's sheet returned; WeChat pays as the caller's bound WeChat user (payerOpenid).
 */
export async function startComboPayment(
  deps: PaymentDeps,
  userId: string,
  input: EndpointParams<typeof comboPayInfoEndpoint>,
  boundOpenid: () => Promise<string | null>,
): Promise<ComboPayInfoResponse> {
  const now = deps.clock();
  const payer = await payerOpenid(deps, input.openid, boundOpenid);
  const { order, outTradeNo } = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('coupon_order')
      .select(['status', 'pay_before', 'price'])
      .where('id', '=', input.comboOrderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('comboOrderNotFound');
    if (orderStatusAt({ status: order.status, payBefore: order.pay_before }, now) !== 'unpaid') throw new ApiFailure('comboOrderNotPayable');
    return { order, outTradeNo: await openPayment(trx, deps, { owner: { couponOrderId: input.comboOrderId }, amount: order.price, now }) };
  });
  const sheet = await deps.payments.createPayment({
    outTradeNo,
    amount: order.price,
    description: `行李寄存套餐 ${input.comboOrderId}`,
    expiresAt: order.pay_before,
    ...(payer ? { openid: payer } : {}),
  });
  return { comboOrderId: input.comboOrderId, payAmount: order.price, payBefore: order.pay_before.toISOString(), sheet };
}
