import { sendSmsCodeEndpoint, smsOutboxEndpoint } from '@luggage/api/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

/** What the fake Tencent endpoint received, and what it answers next. */
const sentBodies: unknown[] = [];
let nextAnswer: unknown;
const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
  sentBodies.push(JSON.parse(String(init?.body)));
  return new Response(JSON.stringify(nextAnswer), { status: 200 });
}) as typeof fetch;

const server = useTravellersTestApp(
  {},
  {
    deps: {
      fetch: fakeFetch,
      config: {
        wxMiniprogramLink: null,
        sms: { provider: 'tencent', secretId: 'AKIDtest', secretKey: 'secret', sdkAppId: '1400000001', signName: '行李寄存', templateId: '2000001' },
      },
    },
  },
);
beforeEach(() => {
  sentBodies.length = 0;
  nextAnswer = { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } };
});

describe('send_sms_code with SMS_PROVIDER=tencent', () => {
  it('sends the code through Tencent Cloud SMS and writes nothing to the outbox', async () => {
    expect(expectContent(await server.client.sendCode('13800138000'), sendSmsCodeEndpoint)).toEqual({ resendAfter: 60 });
    expect(sentBodies).toEqual([expect.objectContaining({ PhoneNumberSet: ['+8613800138000'], TemplateParamSet: [expect.stringMatching(/^\d{6}$/), '5'] })]);
    expect(await server.testApp.database.db.selectFrom('sms_outbox').select('id').execute()).toEqual([]);
    expect(await server.testApp.database.db.selectFrom('sms_code').select('id').where('phone', '=', '13800138000').execute()).toHaveLength(1);
  });

  it('a refusal by Tencent is a clear errorMsg, and the code is not kept (the phone may retry at once)', async () => {
    nextAnswer = { Response: { Error: { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }, RequestId: 'r' } };
    expectFailure(await server.client.sendCode('13800138001'), 200, 'the SMS could not be sent, please try again later');
    expect(await server.testApp.database.db.selectFrom('sms_code').select('id').where('phone', '=', '13800138001').execute()).toEqual([]);
    nextAnswer = { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } };
    expectContent(await server.client.sendCode('13800138001'), sendSmsCodeEndpoint);
  });

  it('has no outbox endpoint, even for loopback callers', async () => {
    const response = await server.client.get(smsOutboxEndpoint.path, { country: '86', phone: '13800138000' }, { ip: '127.0.0.1' });
    expectFailure(response, 404, 'this API does not exist');
  });
});
