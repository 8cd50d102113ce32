import { sandboxPayEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { isSandboxProvider } from '../../services/payment/create-payment-provider';
import { payInSandbox } from '../../services/payment/pay-in-sandbox';
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
    // requireUser ran before the handler, so the user is known.
    const notification = await payInSandbox({ db: context.db, sandbox }, request.userId ?? '', params);
    const delivered = await app.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers: notification.headers, payload: notification.body });
    if (delivered.statusCode >= 300) throw ApiFailure.unavailable('paymentUnavailable', `sandbox notification answered ${delivered.statusCode}: ${delivered.body}`);
    return { outTradeNo: params.outTradeNo, outcome: notification.outcome };
  });
}
