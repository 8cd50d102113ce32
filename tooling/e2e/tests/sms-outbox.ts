import { buildSignedRequest } from '@luggage/api/client';
import { CONSUMER_URL } from './urls';

/**
 * The latest login code the local SMS outbox of the server at `origin` holds for a mainland phone (a signed,
 * loopback-only call, signed at `now`: a server whose clock was moved forward needs as much added).
 */
export async function latestSmsCode(phone: string, origin: string = CONSUMER_URL, now = Date.now()): Promise<string> {
  const { url, init } = buildSignedRequest(
    { method: 'GET', path: '/api/dev/sms_outbox/', params: { country: '86', phone } },
    { origin, userAgent: 'e2e', uniq: 'e2e0a1', now, language: 'en', session: null },
  );
  const answer = (await (await fetch(url, init)).json()) as { status: number; content?: { code: string }; errorMsg?: string };
  if (!answer.status || !answer.content) throw new Error(`no code in the outbox for ${phone}: ${answer.errorMsg ?? 'no answer'}`);
  return answer.content.code;
}
