import { updateNameEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { updateRealName } from '../../services/identity/update-real-name';

/** POST /api/user/updatename/: the caller's real name, confirmed by the 'realname' SMS code sent to their own phone. */
export const updateNameRoute = defineRoute(updateNameEndpoint, ({ params, caller, context }) => updateRealName(context, caller.userId, params));
