import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** How many entries GET /api/dev/client_log/ shows. */
const SHOWN = 50;

/** The latest client log entries of the device `uniq`, newest first, as stored. */
export async function findClientLogEntries(db: Kysely<DatabaseSchema>, uniq: string) {
  const rows = await db
    .selectFrom('client_log')
    .select(['kind', 'message', 'stack', 'route', 'occurred_at', 'app', 'build', 'received_at'])
    .where('uniq', '=', uniq)
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    route: row.route,
    at: row.occurred_at.getTime(),
    app: row.app,
    build: row.build,
    receivedAt: row.received_at.toISOString(),
  }));
}
