import { confirmOpenEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { confirmOpen } from '../../services/business/shop/confirm-open';

/** POST /api/business/today/open/: confirms the shop open today. */
export const confirmOpenRoute = defineRoute(confirmOpenEndpoint, ({ caller, context }) =>
  confirmOpen(context.db, { storeId: caller.storeId, userId: caller.userId }, context.clock()),
);
