import { userInfoEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { ApiFailure } from '../../errors/api-failure';
import { getUserInfo } from '../../services/auth/get-user-info';

/** GET /api/user/info/: the caller's own account; another userId than the session's is HTTP 401. */
export function userInfoRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, userInfoEndpoint, context, (params, request) => {
    if (params.userId !== request.userId) throw new ApiFailure('tokenExpired', 401);
    return getUserInfo(context.db, params.userId);
  });
}
