import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(the shop's answer to cancellation applications and change requests (helper H)): registered, not written yet. */
export function applicationDecisionRoutes(_app: FastifyInstance, _context: RouteContext): void {}
