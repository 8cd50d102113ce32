import { userInfoEndpoint } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';
import { getUserInfo } from '../../services/auth/get-user-info';

/** GET /api/user/info/: the caller's own account; another userId than the session's is HTTP 401. */
export const userInfoRoute = defineRoute(userInfoEndpoint, ({ params, caller, context }) => {
  if (params.userId !== caller.userId) throw new ApiFailure('tokenExpired', 401);
  return getUserInfo(context.db, params.userId);
});
