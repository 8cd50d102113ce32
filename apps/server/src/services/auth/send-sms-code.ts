import { randomInt } from 'node:crypto';
import { DEFAULT_SMS_COUNTRIES, SMS_CODE_VALID_MINUTES, SMS_RESEND_SECONDS, type EndpointParams, type SendSmsCodeResponse, type sendSmsCodeEndpoint } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { SmsProvider } from '../sms/sms-provider';
import { checkSmsSendLimits } from './check-sms-send-limits';
import { hashSmsCode } from './hash-sms-code';

/**
 * Sends a new 6-digit login code to the phone of `request` (for its area's login; `ip` the caller's address) (stored only hashed, valid SMS_CODE_VALID_MINUTES) within the
 * send limits, only to the calling codes of `config.smsCountries` (DEFAULT_SMS_COUNTRIES when absent; others:
 * 'smsCountryNotSupported', nothing stored). The answer does not depend on whether the phone has an account. When the provider fails
 * the code is deleted again, so it neither counts against the limits nor can log in.
 */
export async function sendSmsCode(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; sms: SmsProvider; config?: { smsCodesPerAddressPerHour?: number; smsCountries?: readonly string[] } },
  request: EndpointParams<typeof sendSmsCodeEndpoint> & { ip: string },
): Promise<SendSmsCodeResponse> {
  if (!(deps.config?.smsCountries ?? DEFAULT_SMS_COUNTRIES).includes(request.country)) {
    throw new ApiFailure('smsCountryNotSupported', 200, { country: request.country });
  }
  const now = deps.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await deps.db.transaction().execute(async (trx) => {
    // Two servers answering the same phone at once must not both pass the limits.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${request.country}:${request.phone}`}))`.execute(trx);
    await checkSmsSendLimits(trx, { ...request, now }, deps.config?.smsCodesPerAddressPerHour);
    const row = await trx
      .insertInto('sms_code')
      .values({
        area: request.area,
        country: request.country,
        phone: request.phone,
        code_hash: hashSmsCode(request.area, request.country, request.phone, code),
        ip: request.ip,
        created_at: new Date(now),
        expires_at: new Date(now + SMS_CODE_VALID_MINUTES * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  try {
    await deps.sms.sendLoginCode({ country: request.country, phone: request.phone, code });
  } catch (error) {
    await deps.db.deleteFrom('sms_code').where('id', '=', codeId).execute();
    throw error;
  }
  return { resendAfter: SMS_RESEND_SECONDS };
}
