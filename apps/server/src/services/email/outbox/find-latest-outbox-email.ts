import type { emailOutboxEndpoint, EndpointContent, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/** The last message the email outbox 'sent' to the address (any case), or 404 when there is none. */
export async function findLatestOutboxEmail(
  db: Kysely<DatabaseSchema>,
  target: EndpointParams<typeof emailOutboxEndpoint>,
): Promise<EndpointContent<typeof emailOutboxEndpoint>> {
  const latest = await db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'body', 'attachments', 'sent_at'])
    .where((where) => where(where.fn('lower', ['to_address']), '=', target.to.toLowerCase()))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw new ApiFailure('apiNotFound', 404);
  return { to: latest.to_address, subject: latest.subject, text: latest.body, attachments: latest.attachments, sentAt: latest.sent_at.toISOString() };
}
