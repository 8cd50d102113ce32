import { CLIENT_LOG_ENTRIES_PER_HOUR, type ClientLogEntry } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { scrubClientText } from './scrub-client-text';

const HOUR_MS = 3_600_000;

/** A batch of client errors as the route has it, with who sent it. */
export interface ClientLogBatchToStore {
  /** The device's Uniq header. */
  uniq: string;
  userAgent: string;
  app: 'consumer' | 'business';
  build: string;
  entries: readonly ClientLogEntry[];
  /** ms since epoch. */
  now: number;
}

/**
 * Stores a batch of client errors, scrubbed (scrubClientText), as far as the device's hourly quota
 * (CLIENT_LOG_ENTRIES_PER_HOUR rows received in the last hour) allows: the first entries that fit, and
 * their count. With nothing left it refuses with 'clientLogLimited' (HTTP 429). One device's batches are
 * counted and written one at a time (a transaction-scoped advisory lock on its Uniq), so parallel posts,
 * to one server or several, never pass the quota together.
 */
export async function storeClientLog(db: Kysely<DatabaseSchema>, batch: ClientLogBatchToStore): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`client_log:${batch.uniq}`}))`.execute(trx);
    const { count } = await trx
      .selectFrom('client_log')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('uniq', '=', batch.uniq)
      .where('received_at', '>', new Date(batch.now - HOUR_MS))
      .executeTakeFirstOrThrow();
    const room = Math.max(0, CLIENT_LOG_ENTRIES_PER_HOUR - count);
    if (room === 0) throw new ApiFailure('clientLogLimited', 429);
    const kept = batch.entries.slice(0, room);
    await trx
      .insertInto('client_log')
      .values(
        kept.map((entry) => ({
          uniq: batch.uniq,
          app: batch.app,
          build: batch.build,
          kind: entry.kind,
          message: scrubClientText(entry.message),
          stack: entry.stack === undefined ? null : scrubClientText(entry.stack),
          route: scrubClientText(entry.route),
          user_agent: batch.userAgent.slice(0, 300),
          occurred_at: new Date(entry.at),
          received_at: new Date(batch.now),
        })),
      )
      .execute();
    return kept.length;
  });
}
