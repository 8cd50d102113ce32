import { SMS_CODES_PER_DAY, SMS_CODES_PER_HOUR, SMS_RESEND_SECONDS } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/** Codes one address may ask for per hour, whatever the phones. */
export const SMS_CODES_PER_ADDRESS_PER_HOUR = 20;

const HOUR_MS = 3_600_000;

/**
 * Refuses another code for this phone or address at `now` (ms) when the resend wait of the code's purpose
 * (`area`: a login code just sent does not hold up the code that confirms a real name) is not over, or the
 * phone's hourly or Asia/Shanghai daily quota, or the address's hourly quota (`perAddressPerHour`), is used up. The counters are
 * the sms_code rows themselves, so every server sees the same ones.
 */
export async function checkSmsSendLimits(
  db: Kysely<DatabaseSchema>,
  target: { area: DatabaseSchema['sms_code']['area']; country: string; phone: string; ip: string; now: number },
  perAddressPerHour = SMS_CODES_PER_ADDRESS_PER_HOUR,
): Promise<void> {
  const hourAgo = target.now - HOUR_MS;
  const dayStart = DateTime.fromMillis(target.now, { zone: SHANGHAI_ZONE }).startOf('day').toMillis();
  const sent = (
    await db
      .selectFrom('sms_code')
      .select(['area', 'created_at'])
      .where('country', '=', target.country)
      .where('phone', '=', target.phone)
      .where('created_at', '>', new Date(Math.min(hourAgo, dayStart - 1)))
      .execute()
  ).map((row) => ({ area: row.area, time: row.created_at.getTime() }));
  const sentTimes = sent.map((code) => code.time);

  const latest = Math.max(...sent.filter((code) => code.area === target.area).map((code) => code.time), Number.NEGATIVE_INFINITY);
  const waitMs = latest + SMS_RESEND_SECONDS * 1000 - target.now;
  if (waitMs > 0) throw new ApiFailure('smsResendTooSoon', 200, { seconds: String(Math.ceil(waitMs / 1000)) });
  if (sentTimes.filter((time) => time > hourAgo).length >= SMS_CODES_PER_HOUR) throw new ApiFailure('smsHourlyLimit');
  if (sentTimes.filter((time) => time >= dayStart).length >= SMS_CODES_PER_DAY) throw new ApiFailure('smsDailyLimit');

  const fromAddress = await db
    .selectFrom('sms_code')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('ip', '=', target.ip)
    .where('created_at', '>', new Date(hourAgo))
    .executeTakeFirstOrThrow();
  if (fromAddress.count >= perAddressPerHour) throw new ApiFailure('smsAddressLimit');
}
