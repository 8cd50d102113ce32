import { applyCancelEndpoint, applyReasonEndpoint, cancelApplyEndpoint, cancelEditEndpoint, editOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { applyCancel } from '../../services/order/apply-cancel';
import { replaceApplyReason } from '../../services/order/replace-apply-reason';
import { requestOrderEdit } from '../../services/order/request-order-edit';
import { withdrawApplication } from '../../services/order/withdraw-application';

/** POST /api/user/order/apply_cancel/: applies to the shop for cancellation after the free deadline. */
export const applyCancelRoute = defineRoute(applyCancelEndpoint, ({ params, caller, context }) => applyCancel(context, caller.userId, params));

/** POST /api/user/order/cancel_apply/: withdraws the pending cancellation application. */
export const cancelApplyRoute = defineRoute(cancelApplyEndpoint, ({ params, caller, context }) => withdrawApplication(context, caller.userId, params.orderId, 'cancel'));

/** POST /api/user/order/apply/reason/: replaces the reason of the pending cancellation application. */
export const applyReasonRoute = defineRoute(applyReasonEndpoint, ({ params, caller, context }) => replaceApplyReason(context, caller.userId, params));

/** POST /api/edit/apply/: asks the shop to move the order to other days. */
export const editOrderRoute = defineRoute(editOrderEndpoint, ({ params, caller, context }) => requestOrderEdit(context, caller.userId, params));

/** POST /api/edit/cancel_edit/: withdraws the pending change request. */
export const cancelEditRoute = defineRoute(cancelEditEndpoint, ({ params, caller, context }) => withdrawApplication(context, caller.userId, params.orderId, 'edit'));
