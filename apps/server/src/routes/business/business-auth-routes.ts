import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(business login, logout and info (helper A)): registered, not written yet. */
export function businessAuthRoutes(_app: FastifyInstance, _context: RouteContext): void {}
