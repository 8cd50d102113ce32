import { decideApplicationEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { decideApplication } from '../../services/business/applications/decide-application';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/business/order/application/: the shop answers a cancellation application or change request (see decideApplication). */
export const decideApplicationRoute = defineRoute(decideApplicationEndpoint, ({ params, context, request }) =>
  decideApplication({ ...paymentDepsOf(context, request.log), photoUrls: context.photoUrls }, params),
);
