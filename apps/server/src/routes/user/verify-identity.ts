import { verifyIdentityEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import { verifyIdentity } from '../../services/identity/verify-identity';

/** POST /api/user/verify/: the caller's real name checked with their ID number (see verifyIdentity). */
export const verifyIdentityRoute = defineRoute(verifyIdentityEndpoint, ({ params, caller, context, request }) =>
  verifyIdentity(context, caller.userId, params, requestLanguage(request)),
);
