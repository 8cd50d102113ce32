import type { CancelReasonKey, OrderState } from '@luggage/api/contract';
import { canCancel, ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { sql } from 'kysely';
import { ApiFailure } from '../../errors/api-failure';
import type { PaymentDeps } from './payment-deps';
import { settleRefund, startRefund } from './refund-payment';

/**
 * order/cancel for `userId`: a paid order, not stored ('the luggage has been stored …'), without a pending
 * application, before 24:00 Asia/Shanghai of its start day (domain canCancel; 'free cancellation ended …')
 * becomes 'refunding' with its reason, and the whole payAmount goes back to the payment that paid it
 * (refund reason 'cancelled'); once the provider has paid it back the order is 'refunded'. The order no
 * longer holds its units. All checks and writes happen in one transaction on the locked order.
 */
export async function cancelPaidOrder(
  deps: PaymentDeps,
  userId: string,
  input: { orderId: string; key: CancelReasonKey; reason: string },
): Promise<OrderState> {
  const now = deps.clock();
  const refundId = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('user_order')
      .select(['status', 'store_status', 'pay_amount', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date')])
      .where('id', '=', input.orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('orderNotFound');
    if (order.status !== 'paid') throw new ApiFailure('orderNotPaid');
    if (order.store_status === ORDER_STORE_STATUS.stored) throw new ApiFailure('orderAlreadyStored');
    const application = await trx
      .selectFrom('order_application')
      .select('id')
      .where('order_id', '=', input.orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (application) throw new ApiFailure('applicationPending');
    if (!canCancel({ storeStatus: order.store_status, startTime: order.start_date }, now)) throw new ApiFailure('cancelDeadlinePassed');

    const payment = await trx
      .selectFrom('payment as p')
      .leftJoin('refund as r', 'r.payment_id', 'p.id')
      .select(sql<string>`p.id::text`.as('id'))
      .where('p.order_id', '=', input.orderId)
      .where('p.status', '=', 'succeeded')
      .where('r.id', 'is', null)
      .orderBy('p.paid_at')
      .executeTakeFirst();
    const owed = payment !== undefined && order.pay_amount > 0;
    await trx
      .updateTable('user_order')
      .set({ status: owed ? 'refunding' : 'refunded', cancelled_at: new Date(now), cancel_key: input.key, cancel_reason: input.reason })
      .where('id', '=', input.orderId)
      .execute();
    return owed ? startRefund(trx, { orderId: input.orderId, paymentId: payment.id, amount: order.pay_amount, reason: 'cancelled', now }) : null;
  });
  if (refundId) await settleRefund(deps, refundId);
  const after = await deps.db.selectFrom('user_order').select(['status', 'store_status']).where('id', '=', input.orderId).executeTakeFirstOrThrow();
  return { orderId: input.orderId, status: after.status, storeStatus: after.store_status };
}
