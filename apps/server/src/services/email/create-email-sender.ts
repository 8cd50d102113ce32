import type { Kysely } from 'kysely';
import type { EmailConfig } from '../../config/load-config';
import type { DatabaseSchema } from '../../db/database-schema';
import type { EmailLog, EmailSender } from './email-sender';
import { createOutboxEmailSender } from './outbox/outbox-email-sender';
import { createSmtpEmailSender } from './smtp/smtp-email-sender';

/** SMTP when SMTP_URL is set, otherwise the local outbox. */
export function createEmailSender(deps: { db: Kysely<DatabaseSchema>; email?: EmailConfig; clock: () => number; log: EmailLog }): EmailSender {
  if (deps.email?.smtpUrl) return createSmtpEmailSender({ smtpUrl: deps.email.smtpUrl, from: deps.email.from, log: deps.log });
  return createOutboxEmailSender({ db: deps.db, clock: deps.clock, log: deps.log });
}
