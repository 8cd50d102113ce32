import { logoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { revokeSession } from '../../services/auth/revoke-session';

/** POST /api/user/logout/: revokes the caller's session. */
export function logoutRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, logoutEndpoint, context, async (_params, request) => {
    // requireUser ran before the handler, so the session is known.
    await revokeSession(context.db, request.sessionTokenHash ?? '', context.clock());
    return { loggedOut: true as const };
  });
}
