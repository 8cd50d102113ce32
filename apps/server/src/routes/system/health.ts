import { healthEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';

/** GET /api/health (unsigned): answers only when the database answers. */
export function healthRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, healthEndpoint, context, async () => {
    await sql`SELECT 1`.execute(context.db);
    return { ok: true as const, database: context.databaseKind };
  });
}
