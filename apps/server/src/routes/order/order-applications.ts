import { applyCancelEndpoint, applyReasonEndpoint, cancelApplyEndpoint, cancelEditEndpoint, editOrderEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { applyCancel } from '../../services/order/apply-cancel';
import { replaceApplyReason } from '../../services/order/replace-apply-reason';
import { requestOrderEdit } from '../../services/order/request-order-edit';
import { withdrawApplication } from '../../services/order/withdraw-application';

/**
 * The traveller's applications to the shop: POST apply_cancel, cancel_apply and apply/reason
 * (cancellation after the free deadline), /api/edit/apply/ and /api/edit/cancel_edit/ (other days).
 */
export function orderApplicationRoutes(app: FastifyInstance, context: RouteContext): void {
  // requireUser ran before each handler, so the user is known.
  const userOf = (request: { userId?: string }) => request.userId ?? '';
  defineRoute(app, applyCancelEndpoint, context, (params, request) => applyCancel(context, userOf(request), params));
  defineRoute(app, cancelApplyEndpoint, context, (params, request) => withdrawApplication(context, userOf(request), params.orderId, 'cancel'));
  defineRoute(app, applyReasonEndpoint, context, (params, request) => replaceApplyReason(context, userOf(request), params));
  defineRoute(app, editOrderEndpoint, context, (params, request) => requestOrderEdit(context, userOf(request), params));
  defineRoute(app, cancelEditEndpoint, context, (params, request) => withdrawApplication(context, userOf(request), params.orderId, 'edit'));
}
