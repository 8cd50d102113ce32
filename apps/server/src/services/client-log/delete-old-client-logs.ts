import { CLIENT_LOG_RETENTION_DAYS } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

const DAY_MS = 86_400_000;

/**
 * Deletes the client log entries received more than CLIENT_LOG_RETENTION_DAYS days before `now` (ms) and
 * returns how many went. One time-bounded DELETE: running it again, or on several servers at once, deletes
 * nothing twice and needs no lock.
 */
export async function deleteOldClientLogs(db: Kysely<DatabaseSchema>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('client_log')
    .where('received_at', '<', new Date(now - CLIENT_LOG_RETENTION_DAYS * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
