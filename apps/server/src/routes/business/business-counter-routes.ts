import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(order find/info, photo upload and serving, order/store check-in and check-out, walk-in (helper B)): registered, not written yet. */
export function businessCounterRoutes(_app: FastifyInstance, _context: RouteContext): void {}
