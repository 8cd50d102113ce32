import { healthEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { defineRoute } from '../../http/define-route';

/** GET /api/health (unsigned): answers only when the database answers. */
export const healthRoute = defineRoute(healthEndpoint, async ({ context }) => {
  await sql`SELECT 1`.execute(context.db);
  return { ok: true as const, database: context.databaseKind };
});
