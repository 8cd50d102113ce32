import { healthEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/**
 * GET /api/health (unsigned): liveness. The process answers, without asking the database (a database outage
 * must not get the process restarted); readiness, database and migrations included, is GET /api/ready.
 */
export const healthRoute = defineRoute(healthEndpoint, ({ context }) => ({ ok: true as const, database: context.databaseKind }));
