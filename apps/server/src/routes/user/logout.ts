import { logoutEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { revokeSession } from '../../services/auth/revoke-session';

/** POST /api/user/logout/: revokes the caller's session. */
export const logoutRoute = defineRoute(logoutEndpoint, async ({ caller, context }) => {
  await revokeSession(context.db, caller.sessionTokenHash, context.clock());
  return { loggedOut: true as const };
});
