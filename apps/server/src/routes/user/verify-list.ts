import { verifyListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import { listVerifications } from '../../services/identity/list-verifications';

/** GET /api/user/verifylist/: the caller's real-name state and a page of their verification attempts. */
export const verifyListRoute = defineRoute(verifyListEndpoint, ({ params, caller, context, request }) =>
  listVerifications(context.db, caller.userId, params, requestLanguage(request)),
);
