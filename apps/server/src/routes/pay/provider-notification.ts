import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';
import type { RouteContext } from '../../http/route-context';
import { applyPaymentEvent, PaymentEventRefused } from '../../services/payment/apply-payment-event';
import { paymentDepsOf } from './payment-deps-of';

/** Where the configured provider sends its notifications: POST /api/pay/notify/sandbox/ or /api/pay/notify/wechat/. */
export function providerNotificationPath(provider: 'sandbox' | 'wechat'): string {
  return `/api/pay/notify/${provider}/`;
}

/**
 * The error handler of a provider's notification route: a body that is not JSON (ApiFailure of the body
 * parser) or too large (Fastify's 4xx) is the sender's fault, HTTP 400; anything else is ours, HTTP 500, so
 * the provider sends it again later. Both answer WeChat Pay's {code: 'FAIL', message}.
 */
export function notificationErrorHandler(what: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error instanceof ApiFailure || (typeof error.statusCode === 'number' && error.statusCode < 500) ? 400 : 500;
    if (status === 500) request.log.error({ err: error }, `${what} failed`);
    else request.log.warn({ reason: error.message }, `${what} refused`);
    return reply.code(status).send({ code: 'FAIL', message: status === 400 ? 'bad request' : 'internal error' });
  };
}

/**
 * The configured provider's notification route, outside our client signature scheme (the provider signs
 * with its own: the provider verifies headers and the raw body). A verified notification is applied once
 * (applyPaymentEvent) and answered HTTP 204; a refused one (signature, time, unknown payment, wrong amount)
 * changes nothing and is answered HTTP 400 with {code: 'FAIL', message}, a failure of ours HTTP 500, so the
 * provider sends it again later, as WeChat Pay expects.
 */
export function providerNotificationRoute(app: FastifyInstance, context: RouteContext): void {
  const provider = context.payments.name;
  app.route({
    method: 'POST',
    url: providerNotificationPath(provider),
    config: { signed: false },
    errorHandler: notificationErrorHandler('payment notification'),
    handler: async (request, reply) => {
      const event = context.payments.verifyNotification(request.headers, request.rawBody ?? '', context.clock());
      if ('refused' in event) {
        request.log.warn({ provider, reason: event.refused }, 'payment notification refused');
        return reply.code(400).send({ code: 'FAIL', message: event.refused });
      }
      try {
        const { outcome, orderId } = await applyPaymentEvent(paymentDepsOf(context, request.log), provider, event);
        request.log.info({ provider, orderId, outcome, notificationId: event.notificationId }, 'payment notification applied');
      } catch (error) {
        if (!(error instanceof PaymentEventRefused)) throw error;
        request.log.warn({ provider, reason: error.message, notificationId: event.notificationId }, 'payment notification refused');
        return reply.code(400).send({ code: 'FAIL', message: 'unknown payment or amount' });
      }
      return reply.code(204).send();
    },
  });
}
