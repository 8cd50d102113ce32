import { applyCancelEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { applyCancel } from '../../services/order/apply-cancel';

/** POST /api/user/order/apply_cancel/: applies to the shop for cancellation after the free deadline. */
export const applyCancelRoute = defineRoute(applyCancelEndpoint, ({ params, caller, context }) => applyCancel(context, caller.userId, params));
