import { applyReasonEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { replaceApplyReason } from '../../services/order/replace-apply-reason';

/** POST /api/user/order/apply/reason/: replaces the reason of the pending cancellation application. */
export const applyReasonRoute = defineRoute(applyReasonEndpoint, ({ params, caller, context }) => replaceApplyReason(context, caller.userId, params));
