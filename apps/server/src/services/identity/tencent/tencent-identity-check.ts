import { z } from 'zod';
import { ApiFailure } from '../../../errors/api-failure';
import { remoteCallFailure } from '../../remote-call-failure';
import { signTc3Request } from '../../sms/tencent/sign-tc3-request';
import type { IdentityCheckProvider } from '../identity-check-provider';

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** A Tencent Cloud account with FaceID (人脸核身) enabled: its API key pair and where the API is. */
export interface TencentFaceIdAccount {
  secretId: string;
  /** Signs every request: never logged, never sent. */
  secretKey: string;
  /** Without a trailing slash: https://faceid.tencentcloudapi.com, or a local stand-in in tests. */
  endpoint: string;
}

/**
 * IdCardVerification's Result: '0' the name and number belong together; '-1' they do not; '-2' an invalid
 * number, '-3' an invalid name, '-5' no such number in the records. Any other ('-4' the records' service
 * failed, '-6' upgrading, '-7' over the day's checks…) means the check could not be made.
 */
const MISMATCH_RESULTS = new Set(['-1', '-2', '-3', '-5']);

/** The answer: an Error, or the Result with its Description. */
const answerSchema = z.object({
  Response: z.union([
    z.object({ Error: z.object({ Code: z.string(), Message: z.string() }) }),
    z.object({ Result: z.string(), Description: z.string().optional() }),
  ]),
});

/**
 * Tencent Cloud FaceID's two-factor ID check (IdCardVerification, API 2018-03-01, TC3-HMAC-SHA256 signed)
 * through `fetch`. A failure is ApiFailure 'identityCheckUnavailable' whose reason names the Result or the
 * Error code, never the name, the number or the key.
 */
export function tencentIdentityCheck(deps: { account: TencentFaceIdAccount; fetch: typeof fetch; clock: () => number; timeoutMs?: number }): IdentityCheckProvider {
  const { account } = deps;
  const timeoutMs = deps.timeoutMs ?? 5000;
  const host = new URL(account.endpoint).host;
  const failed = (reason: string) => ApiFailure.unavailable('identityCheckUnavailable', `Tencent IdCardVerification: ${reason}`);
  return {
    name: 'tencent',
    async check({ name, idNumber }) {
      const payload = JSON.stringify({ IdCard: idNumber, Name: name });
      const timestamp = Math.floor(deps.clock() / 1000);
      const authorization = signTc3Request({ ...account, service: 'faceid', host, contentType: CONTENT_TYPE, payload, timestamp });

      let status: number;
      let body: unknown;
      try {
        const response = await deps.fetch(`${account.endpoint}/`, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': CONTENT_TYPE,
            'X-TC-Action': 'IdCardVerification',
            'X-TC-Version': '2018-03-01',
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': 'ap-guangzhou',
          },
          body: payload,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.json().catch(() => undefined);
      } catch (error) {
        throw failed(remoteCallFailure(error, timeoutMs));
      }

      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw failed(status === 200 ? 'unexpected answer' : `HTTP ${status}`);
      const result = answer.data.Response;
      if ('Error' in result) throw failed(`${result.Error.Code} (${result.Error.Message})`);
      if (result.Result === '0') return 'match';
      if (MISMATCH_RESULTS.has(result.Result)) return 'mismatch';
      throw failed(`Result ${result.Result}${result.Description ? ` (${result.Description})` : ''}`);
    },
  };
}
