import type { EndpointParams, MessageLanguage, verifyListEndpoint, VerifyListResponse } from '@luggage/api/contract';
import { PAGE_SIZE } from '@luggage/domain/paging';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { toVerificationAttempt } from './to-verification-attempt';

/**
 * `userId`'s real-name state (the confirmed name, whether verified and the verified number masked) and page
 * `pageNo` of their verification attempts, newest first, PAGE_SIZE a page, failures in `language`.
 */
export async function listVerifications(db: Kysely<DatabaseSchema>, userId: string, { pageNo }: EndpointParams<typeof verifyListEndpoint>, language: MessageLanguage): Promise<VerifyListResponse> {
  const user = await db.selectFrom('app_user').select('real_name').where('id', '=', userId).executeTakeFirstOrThrow();
  const passed = await db
    .selectFrom('identity_verification')
    .select(['name', 'id_number_masked'])
    .where('user_id', '=', userId)
    .where('result', '=', 'passed')
    .executeTakeFirst();
  const rows = await db
    .selectFrom('identity_verification')
    .select(['id', 'name', 'id_number_masked', 'result', 'failure_code', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE)
    .execute();
  const verified = passed !== undefined && passed.name === user.real_name;
  return {
    name: user.real_name,
    verified,
    idNumber: verified ? passed.id_number_masked : null,
    attempts: rows.map((row) => toVerificationAttempt(row, language)),
    pageNo,
  };
}
