import { sandboxPayEndpoint } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { isSandboxProvider } from '../../services/payment/create-payment-provider';
import { payInSandbox } from '../../services/payment/pay-in-sandbox';
import type { SandboxPaymentProvider } from '../../services/payment/sandbox/sandbox-payment-provider';
import { providerNotificationPath } from './provider-notification';

/**
 * POST /api/sandbox/pay/ (only with the sandbox provider): the sandbox's sheet pays (or fails) a payment of
 * one of the caller's orders; the sandbox then delivers its signed notification to our real notification
 * route, so the same verification and the same apply run as for a real provider.
 */
export const sandboxPayRoute = defineRoute(
  sandboxPayEndpoint,
  async ({ params, caller, context, request }) => {
    const notification = await payInSandbox({ db: context.db, sandbox: context.payments }, caller.userId, params);
    const delivered = await request.server.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers: notification.headers, payload: notification.body });
    if (delivered.statusCode >= 300) throw ApiFailure.unavailable('paymentUnavailable', `sandbox notification answered ${delivered.statusCode}: ${delivered.body}`);
    return { outTradeNo: params.outTradeNo, outcome: notification.outcome };
  },
  { when: (context: RouteContext): context is RouteContext & { payments: SandboxPaymentProvider } => isSandboxProvider(context.payments) },
);
