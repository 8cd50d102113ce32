import { businessStatisticEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessStatistic } from '../../services/business/reports/get-business-statistic';

/** GET /api/business/statistic/: the shop's daily figures of a month. */
export const businessStatisticRoute = defineRoute(businessStatisticEndpoint, ({ params, context }) => getBusinessStatistic(context.db, params, context.clock()));
