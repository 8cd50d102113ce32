import type { Transporter } from 'nodemailer';
import type { EmailLog, EmailSender } from '../email-sender';

/**
 * A real mail server through nodemailer: `smtpUrl` is an smtp:// or smtps:// URL with its user and
 * password (never logged), `from` the sender address. A refusal of the server throws.
 */
export function createSmtpEmailSender(deps: { smtpUrl: string; from: string; log: EmailLog }): EmailSender {
  // nodemailer loads with the first email, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments }) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(deps.smtpUrl));
      const sent = await (await transport).sendMail({ from: deps.from, to, subject, text, attachments });
      deps.log.info({ to, subject, messageId: sent.messageId }, 'email sent');
    },
  };
}
