import type { PayResult } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { confirmProviderPayments } from './confirm-provider-payments';
import { orderPayState } from './order-pay-state';
import type { PaymentDeps } from './payment-deps';

/**
 * pay/notify from the client: the client's word is never trusted. An order paid already answers its state;
 * otherwise the provider is asked about the order's payments (confirmProviderPayments) and a confirmed
 * success is applied as the provider's notification would be. Nothing confirmed → 'no payment has been
 * received for this order yet'.
 */
export async function confirmPayment(deps: PaymentDeps, userId: string, orderId: string): Promise<PayResult> {
  const state = await orderPayState(deps.db, userId, orderId, deps.clock());
  if (state.status === 'paid' || state.status === 'refunding' || state.status === 'refunded') return state;
  if (!(await confirmProviderPayments(deps, { orderId }))) throw new ApiFailure('paymentNotFound');
  return orderPayState(deps.db, userId, orderId, deps.clock());
}
