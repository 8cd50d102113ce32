import type { EndpointParams, smsOutboxEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/** The last code the outbox 'sent' to the phone, or the refusal 'no code has been sent to this phone'. */
export async function findLatestOutboxCode(
  db: Kysely<DatabaseSchema>,
  target: EndpointParams<typeof smsOutboxEndpoint>,
): Promise<{ code: string; sentAt: string }> {
  const latest = await db
    .selectFrom('sms_outbox')
    .select(['code', 'sent_at'])
    .where('country', '=', target.country)
    .where('phone', '=', target.phone)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw new ApiFailure('smsOutboxEmpty');
  return { code: latest.code, sentAt: latest.sent_at.toISOString() };
}
