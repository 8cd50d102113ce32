import type { FastifyBaseLogger } from 'fastify';
import type { RouteContext } from '../../http/route-context';
import type { PaymentDeps } from '../../services/payment/payment-deps';

/** The payment services' dependencies for one request: the route context with the request's logger. */
export function paymentDepsOf(context: RouteContext, log: FastifyBaseLogger): PaymentDeps {
  return { db: context.db, clock: context.clock, payments: context.payments, log, metrics: context.metrics };
}
