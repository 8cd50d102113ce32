import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(order and consume lists, summary, statistic (helper C)): registered, not written yet. */
export function businessReportRoutes(_app: FastifyInstance, _context: RouteContext): void {}
