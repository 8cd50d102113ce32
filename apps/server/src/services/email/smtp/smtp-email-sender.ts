import { createTransport } from 'nodemailer';
import type { EmailLog, EmailSender } from '../email-sender';

/**
 * A real mail server through nodemailer: `smtpUrl` is an smtp:// or smtps:// URL with its user and
 * password (never logged), `from` the sender address. A refusal of the server throws.
 */
export function createSmtpEmailSender(deps: { smtpUrl: string; from: string; log: EmailLog }): EmailSender {
  const transport = createTransport(deps.smtpUrl);
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments }) {
      const sent = await transport.sendMail({ from: deps.from, to, subject, text, attachments });
      deps.log.info({ to, subject, messageId: sent.messageId }, 'email sent');
    },
  };
}
