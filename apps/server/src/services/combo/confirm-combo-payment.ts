import type { ComboOrder } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { confirmProviderPayments } from '../payment/confirm-provider-payments';
import type { PaymentDeps } from '../payment/payment-deps';
import { getComboOrder } from './get-combo-order';

/**
 * combo_order/pay/notify: never trusting the client, a combo order not paid yet has its payments
 * confirmed with the provider (confirmProviderPayments, applied as its notification would be: paid, coupons
 * issued). Nothing confirmed → 'no payment has been received for this order yet'. Answers the order.
 */
export async function confirmComboPayment(deps: PaymentDeps, userId: string, couponOrderId: string): Promise<ComboOrder> {
  const order = await getComboOrder(deps.db, userId, couponOrderId, deps.clock());
  if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') return order;
  if (!(await confirmProviderPayments(deps, { couponOrderId }))) throw new ApiFailure('paymentNotFound');
  return getComboOrder(deps.db, userId, couponOrderId, deps.clock());
}
