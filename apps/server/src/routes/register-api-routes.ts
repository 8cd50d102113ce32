import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../http/define-route';
import { registerReplayGuard } from '../http/replay-guard';
import type { RouteContext } from '../http/route-context';
import { providerNotificationRoute } from './pay/provider-notification';
import { transferNotificationRoute } from './pay/transfer-notification';

/** The API on `app`: the replay guard, the contract `routes` (see apiRoutes) and the payment and payout providers' notification routes. */
export function registerApiRoutes(app: FastifyInstance, context: RouteContext, routes: readonly ApiRoute[]): void {
  // After create-server's signature check: a signed POST is accepted once.
  registerReplayGuard(app, context);
  for (const route of routes) route.register(app, context);
  providerNotificationRoute(app, context);
  transferNotificationRoute(app, context);
}
