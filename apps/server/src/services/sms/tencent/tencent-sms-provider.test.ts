import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../errors/api-failure';
import { createTencentSmsProvider } from './tencent-sms-provider';

const account = {
  secretId: 'AKIDtestsecretid',
  secretKey: 'test-secret-key',
  sdkAppId: '1400000001',
  signName: '行李寄存',
  templateId: '2000001',
};
const NOW = Date.parse('2025-03-01T04:00:00Z');

interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A provider whose fetch records the request and answers `answer` (or throws it when it is an Error); its log lines are collected. */
function providerAnswering(answer: unknown, status = 200) {
  const sent: SentRequest[] = [];
  const logLines: string[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body) });
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status });
  }) as typeof fetch;
  const log = { info: (fields: object, text: string) => logLines.push(JSON.stringify({ ...fields, text })) };
  const provider = createTencentSmsProvider({ account, fetch: fakeFetch, clock: () => NOW, log });
  return { provider, sent, logLines };
}

const okAnswer = {
  Response: {
    SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: '+8613800138000', Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }],
    RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
  },
};
const message = { country: '86', phone: '13800138000', code: '123456' };

/** The ApiFailure a send rejects with. */
async function failureOf(promise: Promise<void>): Promise<ApiFailure> {
  const error: unknown = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('Tencent Cloud SMS provider', () => {
  it('posts a signed SendSms with the phone, application, signature, template and the code', async () => {
    const { provider, sent } = providerAnswering(okAnswer);
    await provider.sendLoginCode(message);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('https://sms.tencentcloudapi.com/');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: '行李寄存',
      TemplateId: '2000001',
      TemplateParamSet: ['123456', '5'],
    });
    expect(request?.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Timestamp': String(NOW / 1000),
      'X-TC-Region': 'ap-guangzhou',
    });
    expect(request?.headers.Authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDtestsecretid\/2025-03-01\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
    );
  });

  it('logs the masked phone, never the code or the secrets', async () => {
    const { provider, logLines } = providerAnswering(okAnswer);
    await provider.sendLoginCode(message);
    const log = logLines.join('');
    expect(log).toContain('+86 *******8000');
    for (const hidden of ['123456', '13800138000', 'test-secret-key']) expect(log).not.toContain(hidden);
  });

  it.each([
    ['an error answer', { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'r1' } }, 200, 'Tencent SendSms: AuthFailure.SignatureFailure (The provided credentials could not be validated.)'],
    ['a refused phone', { Response: { SendStatusSet: [{ Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect number' }], RequestId: 'r2' } }, 200, 'Tencent SendSms: InvalidParameterValue.IncorrectPhoneNumber (incorrect number)'],
    ['an HTTP error', 'Bad Gateway', 502, 'Tencent SendSms: HTTP 502'],
    ['an answer that is not JSON', '<html>', 200, 'Tencent SendSms: the answer is not JSON'],
    ['an unexpected answer', { Response: { RequestId: 'r3' } }, 200, 'Tencent SendSms: unexpected answer'],
    ['a network error', new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }), 200, 'Tencent SendSms: network error (ECONNRESET)'],
  ])('%s is the failure smsSendFailed with the reason for the log', async (_case, answer, status, reason) => {
    const { provider } = providerAnswering(answer, status);
    const failure = await failureOf(provider.sendLoginCode(message));
    expect(failure.code).toBe('smsSendFailed');
    expect(failure.reason).toBe(reason);
  });

});
