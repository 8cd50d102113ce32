import { cancelEditEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { withdrawApplication } from '../../services/order/withdraw-application';

/** POST /api/edit/cancel_edit/: withdraws the pending change request. */
export const cancelEditRoute = defineRoute(cancelEditEndpoint, ({ params, caller, context }) => withdrawApplication(context, caller.userId, params.orderId, 'edit'));
