import { owedRefundsEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listOwedRefunds } from '../../services/business/reports/list-owed-refunds';

/** GET /api/business/refunds/owed/ (owners): the shop's refunds the payment provider has not paid back yet. */
export const owedRefundsRoute = defineRoute(owedRefundsEndpoint, ({ caller, context }) => listOwedRefunds(context.db, caller.storeId));
