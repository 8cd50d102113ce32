import { acceptInviteEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { acceptInvite } from '../../services/business/accounts/accept-invite';

/** POST /api/business/staff/accept/: the invited phone confirms and starts a business session. */
export const acceptInviteRoute = defineRoute(acceptInviteEndpoint, ({ params, context }) => acceptInvite(context, params));
