import { storeBusinessTimeEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getBusinessTime } from '../../services/store/get-business-time';

/** GET /api/user/store/business_time/ */
export function storeBusinessTimeRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeBusinessTimeEndpoint, context, (params) => getBusinessTime(context.db, params.id));
}
