import { z } from 'zod';
import { SMS_CODE_VALID_MINUTES } from '@luggage/api/contract';
import { ApiFailure } from '../../../errors/api-failure';
import { maskPhone } from '../mask-phone';
import type { SmsLog, SmsProvider } from '../sms-provider';
import { signTc3Request } from './sign-tc3-request';
import { remoteCallFailure } from '../../remote-call-failure';

const HOST = 'sms.tencentcloudapi.com';
const CONTENT_TYPE = 'application/json; charset=utf-8';

/** A Tencent Cloud SMS account: the API key pair and the approved application, signature and template. */
export interface TencentSmsAccount {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** A template with two parameters: {1} the code, {2} the minutes it stays valid. */
  templateId: string;
}

/** The answer of SendSms: either an error or one status per phone. */
const sendSmsAnswerSchema = z.object({
  Response: z.union([
    z.object({ Error: z.object({ Code: z.string(), Message: z.string() }) }),
    z.object({ SendStatusSet: z.tuple([z.object({ Code: z.string(), Message: z.string() })]) }),
  ]),
});

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11, TC3-HMAC-SHA256 signed) through `fetch`. Any failure (network,
 * time-out, HTTP error, an error answer, a refused phone) is ApiFailure 'smsSendFailed' with the reason for
 * the log; the secrets and the code are never logged.
 */
export function createTencentSmsProvider(deps: {
  account: TencentSmsAccount;
  fetch: typeof fetch;
  clock: () => number;
  log: SmsLog;
  timeoutMs?: number;
}): SmsProvider {
  const timeoutMs = deps.timeoutMs ?? 5000;
  return {
    name: 'tencent',
    async sendLoginCode({ country, phone, code }) {
      const failed = (reason: string) => ApiFailure.unavailable('smsSendFailed', `Tencent SendSms: ${reason}`);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+${country}${phone}`],
        SmsSdkAppId: deps.account.sdkAppId,
        SignName: deps.account.signName,
        TemplateId: deps.account.templateId,
        TemplateParamSet: [code, String(SMS_CODE_VALID_MINUTES)],
      });
      const timestamp = Math.floor(deps.clock() / 1000);
      const authorization = signTc3Request({ ...deps.account, service: 'sms', host: HOST, contentType: CONTENT_TYPE, payload, timestamp });

      let body: unknown;
      try {
        const response = await deps.fetch(`https://${HOST}/`, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': CONTENT_TYPE,
            'X-TC-Action': 'SendSms',
            'X-TC-Version': '2021-01-11',
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': 'ap-guangzhou',
          },
          body: payload,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw failed(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof ApiFailure) throw error;
        throw failed(remoteCallFailure(error, timeoutMs));
      }

      const answer = sendSmsAnswerSchema.safeParse(body);
      if (!answer.success) throw failed('unexpected answer');
      const result = 'Error' in answer.data.Response ? answer.data.Response.Error : answer.data.Response.SendStatusSet[0];
      if (result.Code !== 'Ok') throw failed(`${result.Code} (${result.Message})`);
      deps.log.info({ phone: maskPhone(country, phone) }, 'SMS sent by Tencent Cloud');
    },
  };
}
