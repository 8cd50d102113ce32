/** A file sent with an email. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One email to one address, plain text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
}

/**
 * Sends emails. `send` resolves once the sender accepted the message and throws when it did not (the
 * caller logs it and can try again later).
 */
export interface EmailSender {
  /** 'outbox' (the local default, readable through GET /api/dev/email_outbox/) or 'smtp' (SMTP_URL). */
  readonly name: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}

/** Where senders write their one line per message (the server's logger). */
export interface EmailLog {
  info(fields: Record<string, unknown>, message: string): void;
}
