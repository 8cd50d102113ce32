import { businessInfoEndpoint, businessLoginEndpoint, businessLogoutEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { revokeSession } from '../../services/auth/revoke-session';
import { getBusinessInfo } from '../../services/business/accounts/get-business-info';
import { logInBusiness } from '../../services/business/accounts/log-in-business';

/** POST /api/business/login/: a staff sign-in with the phone's business code. */
export const businessLoginRoute = defineRoute(businessLoginEndpoint, ({ params, context }) => logInBusiness(context, params));

/** POST /api/business/logout/: revokes the caller's business session. */
export const businessLogoutRoute = defineRoute(businessLogoutEndpoint, async ({ caller, context }) => {
  await revokeSession(context.db, caller.sessionTokenHash, context.clock());
  return {};
});

/** GET /api/business/info/: the signed-in account and its shops. */
export const businessInfoRoute = defineRoute(businessInfoEndpoint, ({ caller, context }) => getBusinessInfo(context.db, caller.userId));
