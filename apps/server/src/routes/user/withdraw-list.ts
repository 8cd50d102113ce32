import { withdrawListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import { listWithdrawals } from '../../services/withdrawal/list-withdrawals';

/** GET /api/user/withdrawlist/: a page of the caller's withdrawals, newest first (see listWithdrawals). */
export const withdrawListRoute = defineRoute(withdrawListEndpoint, ({ params, caller, context, request }) =>
  listWithdrawals(context, caller.userId, params.pageNo, requestLanguage(request)),
);
