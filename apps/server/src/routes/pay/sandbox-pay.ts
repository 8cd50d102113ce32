import { sandboxPayEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { isSandboxProvider } from '../../services/payment/create-payment-provider';
import { providerNotificationPath } from './provider-notification';

/**
 * POST /api/sandbox/pay/ (only with the sandbox provider): the sandbox's sheet pays (or fails) a payment of
 * one of the caller's orders; the sandbox then delivers its signed notification to our real notification
 * route, so the same verification and the same apply run as for a real provider.
 */
export function sandboxPayRoute(app: FastifyInstance, context: RouteContext): void {
  const sandbox = context.payments;
  if (!isSandboxProvider(sandbox)) return;
  defineRoute(app, sandboxPayEndpoint, context, async (params, request) => {
    const payment = await context.db
      .selectFrom('payment as p')
      .innerJoin('user_order as o', 'o.id', 'p.order_id')
      .select('p.amount')
      .where('p.out_trade_no', '=', params.outTradeNo)
      .where('p.provider', '=', 'sandbox')
      .where('o.user_id', '=', request.userId ?? '')
      .executeTakeFirst();
    if (!payment) throw new ApiFailure('orderNotFound');
    const notification = await sandbox.pay(params.outTradeNo, payment.amount, params.outcome);
    const delivered = await app.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers: notification.headers, payload: notification.body });
    if (delivered.statusCode >= 300) throw ApiFailure.unavailable('paymentUnavailable', `sandbox notification answered ${delivered.statusCode}: ${delivered.body}`);
    const state = (JSON.parse(notification.body) as { state: string }).state;
    return { outTradeNo: params.outTradeNo, outcome: state === 'SUCCESS' ? ('succeeded' as const) : ('failed' as const) };
  });
}
