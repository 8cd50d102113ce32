import { callBindEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { bindCall } from '../../services/privacy/bind-call';

/** POST /api/private/call_bind/: a protected number to call the shop of one of the caller's active orders. */
export const callBindRoute = defineRoute(callBindEndpoint, ({ params, caller, context }) => bindCall(context, caller.userId, params));
