import { timingSafeEqual } from 'node:crypto';
import { SMS_CODE_MAX_ATTEMPTS } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, SmsCodeArea } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { hashSmsCode } from './hash-sms-code';

/** A code typed at login or to confirm a real name: for which area and phone. */
export interface TypedSmsCode {
  area: SmsCodeArea;
  country: string;
  phone: string;
  code: string;
}

/**
 * Uses up the phone's latest code of `area` if `typed` is it: valid at `now` (ms), unused and not dead.
 * A wrong code counts a try (the last allowed one kills it), so `db` must not be a transaction that a
 * refusal rolls back. Of concurrent redemptions exactly one succeeds: a conditional UPDATE marks the code used.
 */
export async function redeemSmsCode(db: Kysely<DatabaseSchema>, typed: TypedSmsCode, now: number): Promise<void> {
  const latest = await db
    .selectFrom('sms_code')
    .select(['id', 'code_hash', 'expires_at', 'wrong_attempts', 'used_at'])
    .where('area', '=', typed.area)
    .where('country', '=', typed.country)
    .where('phone', '=', typed.phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw new ApiFailure('smsCodeMissing');
  if (latest.used_at) throw new ApiFailure('smsCodeUsed');
  if (latest.wrong_attempts >= SMS_CODE_MAX_ATTEMPTS) throw new ApiFailure('smsCodeTooManyTries');
  if (latest.expires_at.getTime() <= now) throw new ApiFailure('smsCodeExpired');

  const typedHash = Buffer.from(hashSmsCode(typed.area, typed.country, typed.phone, typed.code), 'hex');
  if (!timingSafeEqual(typedHash, Buffer.from(latest.code_hash, 'hex'))) {
    const counted = await db
      .updateTable('sms_code')
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .returning('wrong_attempts')
      .executeTakeFirst();
    throw new ApiFailure((counted?.wrong_attempts ?? 0) >= SMS_CODE_MAX_ATTEMPTS ? 'smsCodeTooManyTries' : 'smsCodeWrong');
  }

  const used = await db
    .updateTable('sms_code')
    .set({ used_at: new Date(now) })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('wrong_attempts', '<', SMS_CODE_MAX_ATTEMPTS)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new ApiFailure('smsCodeUsed');
}
