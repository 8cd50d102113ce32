import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(today, open confirmation, shop settings, hours, capacity, closures (helper C)): registered, not written yet. */
export function businessShopRoutes(_app: FastifyInstance, _context: RouteContext): void {}
