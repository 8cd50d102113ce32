import { buildSignedRequest } from '@luggage/api/client';
import { CONSUMER_URL } from './urls';

/** A message of the local email outbox, attachments by name, type and size. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  sentAt: string;
}

/** The latest message the local email outbox of the server at `origin` 'sent' to `to` (a signed, loopback-only call). */
export async function latestEmail(to: string, origin: string = CONSUMER_URL): Promise<OutboxEmail> {
  const { url, init } = buildSignedRequest(
    { method: 'GET', path: '/api/dev/email_outbox/', params: { to } },
    { origin, userAgent: 'e2e', uniq: 'e2e0e1', now: Date.now(), language: 'en', session: null },
  );
  const answer = (await (await fetch(url, init)).json()) as { status: number; content?: OutboxEmail; errorMsg?: string };
  if (!answer.status || !answer.content) throw new Error(`no email in the outbox for ${to}: ${answer.errorMsg ?? 'no answer'}`);
  return answer.content;
}
