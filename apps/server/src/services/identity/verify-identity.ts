import { VERIFY_ATTEMPTS_PER_DAY, type EndpointParams, type MessageLanguage, type verifyIdentityEndpoint, type VerifyIdentityResponse } from '@luggage/api/contract';
import { SHANGHAI_ZONE, shanghaiToday } from '@luggage/domain/dates';
import { DateTime } from 'luxon';
import { idNumberRefusal, maskIdNumber } from '@luggage/domain/rewards';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { IdentityCheckProvider } from './identity-check-provider';
import type { IdNumberVault } from './id-number-vault';
import { toVerificationAttempt } from './to-verification-attempt';

/** What a verification needs besides the database and the clock. */
export interface IdentityServices {
  /** Compares the pair with the authority's records. */
  check: IdentityCheckProvider;
  /** Seals and hashes the ID number. */
  vault: IdNumberVault;
}

/**
 * Verifies `userId`'s real name with `idNumber` at `clock()` (see verifyIdentityEndpoint for the rules).
 * Under a lock of the traveller (their day's attempts and the one passed attempt) and one of the number's
 * hash (two travellers racing with one number), in one transaction: the refusals, the identity check and
 * the attempt. A failed attempt (a mismatch, a number taken) is committed first and then refused; a failed
 * check rolls everything back. The number appears only sealed, hashed and masked: never in an error or a log.
 */
export async function verifyIdentity(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; identity: IdentityServices },
  userId: string,
  { name, idNumber }: EndpointParams<typeof verifyIdentityEndpoint>,
  language: MessageLanguage,
): Promise<VerifyIdentityResponse> {
  const now = deps.clock();
  if (idNumberRefusal(idNumber, shanghaiToday(now)) !== null) throw new ApiFailure('idNumberInvalid');
  const hash = await deps.identity.vault.hash(idNumber);
  const row = await deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`verify:user:${userId}`}))`.execute(trx);
    const user = await trx.selectFrom('app_user').select('real_name').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.real_name === null) throw new ApiFailure('realNameRequired');
    if (name !== user.real_name) throw new ApiFailure('verifyNameMismatch', 200, { name: user.real_name });
    const passed = await trx.selectFrom('identity_verification').select('id').where('user_id', '=', userId).where('result', '=', 'passed').executeTakeFirst();
    if (passed) throw new ApiFailure('alreadyVerified');
    const today = await trx
      .selectFrom('identity_verification')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', DateTime.fromMillis(now, { zone: SHANGHAI_ZONE }).startOf('day').toJSDate())
      .executeTakeFirstOrThrow();
    if (today.count >= VERIFY_ATTEMPTS_PER_DAY) throw new ApiFailure('verifyDailyLimit');

    await sql`SELECT pg_advisory_xact_lock(hashtext(${`verify:id-number:${hash}`}))`.execute(trx);
    const taken = await trx
      .selectFrom('identity_verification')
      .select('id')
      .where('id_number_hash', '=', hash)
      .where('result', '=', 'passed')
      .where('user_id', '<>', userId)
      .executeTakeFirst();
    const outcome = taken ? 'idNumberTaken' : (await deps.identity.check.check({ name, idNumber })) === 'match' ? null : 'identityMismatch';
    return trx
      .insertInto('identity_verification')
      .values({
        user_id: userId,
        name,
        id_number_cipher: await deps.identity.vault.seal(idNumber),
        id_number_masked: maskIdNumber(idNumber),
        id_number_hash: hash,
        result: outcome === null ? 'passed' : 'failed',
        failure_code: outcome,
        provider: taken ? 'none' : deps.identity.check.name,
        created_at: new Date(now),
      })
      .returning(['id', 'name', 'id_number_masked', 'result', 'failure_code', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  if (row.failure_code === 'idNumberTaken' || row.failure_code === 'identityMismatch') throw new ApiFailure(row.failure_code);
  return { attempt: toVerificationAttempt(row, language), verified: true };
}
