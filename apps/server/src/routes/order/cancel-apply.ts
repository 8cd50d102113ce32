import { cancelApplyEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { withdrawApplication } from '../../services/order/withdraw-application';

/** POST /api/user/order/cancel_apply/: withdraws the pending cancellation application. */
export const cancelApplyRoute = defineRoute(cancelApplyEndpoint, ({ params, caller, context }) => withdrawApplication(context, caller.userId, params.orderId, 'cancel'));
