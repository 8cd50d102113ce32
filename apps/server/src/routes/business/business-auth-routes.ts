import { businessInfoEndpoint, businessLoginEndpoint, businessLogoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { revokeSession } from '../../services/auth/revoke-session';
import { getBusinessInfo } from '../../services/business/accounts/get-business-info';
import { logInBusiness } from '../../services/business/accounts/log-in-business';

/** Staff sign-in with the phone's business code, sign-out, and the signed-in account with its shops. */
export function businessAuthRoutes(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, businessLoginEndpoint, context, (params) => logInBusiness(context, params));
  // requireUser ran before these handlers, so the business session and its user are known.
  defineRoute(app, businessLogoutEndpoint, context, async (_params, request) => {
    await revokeSession(context.db, request.sessionTokenHash ?? '', context.clock());
    return {};
  });
  defineRoute(app, businessInfoEndpoint, context, (_params, request) => getBusinessInfo(context.db, request.userId ?? ''));
}
