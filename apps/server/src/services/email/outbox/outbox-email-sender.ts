import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import type { EmailLog, EmailSender } from '../email-sender';

/**
 * The local default: each message goes to the `email_outbox` table (attachments by name, type and size)
 * and to the log, never to a mail server: nothing leaves the machine.
 */
export function createOutboxEmailSender(deps: { db: Kysely<DatabaseSchema>; log: EmailLog; clock: () => number }): EmailSender {
  return {
    name: 'outbox',
    async send({ to, subject, text, attachments }) {
      const files = attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length }));
      await deps.db
        .insertInto('email_outbox')
        .values({ to_address: to, subject, body: text, attachments: JSON.stringify(files), sent_at: new Date(deps.clock()) })
        .execute();
      deps.log.info({ to, subject, attachments: files.map((file) => file.filename) }, 'email outbox: message');
    },
  };
}
