import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PrivacyNumberProvider } from './privacy-number-provider';

/**
 * The local privacy-number provider: numbers from a configured pool (PRIVACY_NUMBER_POOL), the bindings in
 * Postgres. A number is free for A and B when no binding still running puts it with A or B on either side,
 * so a call to it from either phone has one party to ring. Choosing takes a transaction-scoped advisory
 * lock, so parallel bindings (in any server process) never get the same number for the same phone. It
 * connects no real calls: the number stands in for one a privacy-number service would give.
 */
export function localPrivacyNumbers(pool: readonly string[]): PrivacyNumberProvider {
  return {
    name: 'local',
    async bind(trx: Kysely<DatabaseSchema>, { phoneA, phoneB }, now) {
      await sql`SELECT pg_advisory_xact_lock(hashtext('privacy-number-pool'))`.execute(trx);
      const parties = [phoneA, phoneB];
      const taken = await trx
        .selectFrom('privacy_binding')
        .select('virtual_number')
        .distinct()
        .where('expires_at', '>', new Date(now))
        .where((where) => where.or([where('phone_a', 'in', parties), where('phone_b', 'in', parties)]))
        .execute();
      const busy = new Set(taken.map((row) => row.virtual_number));
      const free = pool.find((number) => !busy.has(number));
      return free === undefined ? null : { virtualNumber: free, providerBindingId: null };
    },
  };
}
