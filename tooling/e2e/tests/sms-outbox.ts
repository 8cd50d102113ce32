import { buildSignedRequest } from '@luggage/api/client';
import { CONSUMER_URL } from './urls';

/** The latest login code the server's local SMS outbox holds for a mainland phone (a signed, loopback-only call). */
export async function latestSmsCode(phone: string): Promise<string> {
  const { url, init } = buildSignedRequest(
    { method: 'GET', path: '/api/dev/sms_outbox/', params: { country: '86', phone } },
    { origin: CONSUMER_URL, userAgent: 'e2e', uniq: 'e2e0a1', now: Date.now(), language: 'en', session: null },
  );
  const answer = (await (await fetch(url, init)).json()) as { status: number; content?: { code: string }; errorMsg?: string };
  if (!answer.status || !answer.content) throw new Error(`no code in the outbox for ${phone}: ${answer.errorMsg ?? 'no answer'}`);
  return answer.content.code;
}
