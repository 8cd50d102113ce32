import { confirmOpenEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { confirmOpen } from '../../services/business/shop/confirm-open';

/** POST /api/business/today/open/: confirms the shop open today. */
export const confirmOpenRoute = defineRoute(confirmOpenEndpoint, ({ params, caller, context }) =>
  confirmOpen(context.db, { ...params, userId: caller.userId }, context.clock()),
);
