import { businessLogoutEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { revokeSession } from '../../services/auth/revoke-session';

/** POST /api/business/logout/: revokes the caller's business session. */
export const businessLogoutRoute = defineRoute(businessLogoutEndpoint, async ({ caller, context }) => {
  await revokeSession(context.db, caller.sessionTokenHash, context.clock());
  return {};
});
