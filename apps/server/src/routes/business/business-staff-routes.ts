import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';

/** TODO(staff invitations, acceptance, list and removal (helper A)): registered, not written yet. */
export function businessStaffRoutes(_app: FastifyInstance, _context: RouteContext): void {}
