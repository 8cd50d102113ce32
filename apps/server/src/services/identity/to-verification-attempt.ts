import { errorMessage, type ErrorMessageCode, type MessageLanguage, type VerificationAttempt } from '@luggage/api/contract';
import { maskName } from '@luggage/domain/rewards';
import type { Selectable } from 'kysely';
import type { IdentityVerificationTable } from '../../db/database-schema';

/** An identity_verification row as the contract shows it: masked, the failure in `language`. */
export function toVerificationAttempt(row: Pick<Selectable<IdentityVerificationTable>, 'id' | 'name' | 'id_number_masked' | 'result' | 'failure_code' | 'created_at'>, language: MessageLanguage): VerificationAttempt {
  return {
    id: row.id,
    name: maskName(row.name),
    idNumber: row.id_number_masked,
    result: row.result,
    failureReason: row.failure_code === null ? null : errorMessage(row.failure_code as ErrorMessageCode, language),
    createdAt: row.created_at.toISOString(),
  };
}
