import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../db/database-schema';
import { dyplsBound, startLocalDypls } from '../../../test/local-dypls';
import { aliyunPrivacyNumbers, type AliyunPlsAccount } from './aliyun-privacy-numbers';

const SECRET = 'test-access-key-secret-hunter2';
// 2025-03-01 12:00 in Shanghai; the binding runs until 24:00 of the 4th there.
const NOW = Date.parse('2025-03-01T04:00:00Z');
const request = { phoneA: '13912345678', phoneB: '021-63581234', expiresAt: new Date('2025-03-04T16:00:00Z') };
/** The adapter never touches the transaction it is handed. */
const trx = {} as Kysely<DatabaseSchema>;

let dypls: Awaited<ReturnType<typeof startLocalDypls>>;
beforeAll(async () => {
  dypls = await startLocalDypls(SECRET);
});
afterAll(() => dypls.close());
beforeEach(() => {
  dypls.requests.length = 0;
  dypls.answer = dyplsBound('17000000001', '1000000000000001');
});

const provider = (account: Partial<AliyunPlsAccount> = {}, timeoutMs?: number) =>
  aliyunPrivacyNumbers({
    account: { accessKeyId: 'LTAItestkeyid', accessKeySecret: SECRET, poolKey: 'FC100000000000001', endpoint: dypls.endpoint, expectCity: null, ...account },
    fetch,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
/** The Error a binding rejects with. */
const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
};

describe('Aliyun Dypls privacy numbers (BindAxb)', () => {
  it('posts a signed BindAxb of A and B (digits only) until the end in Shanghai time, answering SecretNo and SubsId', async () => {
    dypls.answer = dyplsBound('17112345678', '1000068102552039');
    expect(await provider().bind(trx, request, NOW)).toEqual({ virtualNumber: '17112345678', providerBindingId: '1000068102552039' });
    expect(dypls.requests).toHaveLength(1);
    const [sent] = dypls.requests;
    expect(sent?.signatureValid).toBe(true);
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.parameters).toEqual({
      Action: 'BindAxb',
      Version: '2017-05-25',
      Format: 'JSON',
      AccessKeyId: 'LTAItestkeyid',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
      Timestamp: '2025-03-01T04:00:00Z',
      PoolKey: 'FC100000000000001',
      PhoneNoA: '13912345678',
      PhoneNoB: '02163581234',
      Expiration: '2025-03-05 00:00:00',
    });
  });

  it('asks for a number of the configured city, and a fresh nonce each time', async () => {
    await provider({ expectCity: '上海' }).bind(trx, request, NOW);
    await provider({ expectCity: '上海' }).bind(trx, { ...request, phoneB: '+8613800138000' }, NOW);
    const [first, second] = dypls.requests;
    expect([first?.signatureValid, second?.signatureValid]).toEqual([true, true]);
    expect(first?.parameters.ExpectCity).toBe('上海');
    expect(second?.parameters.PhoneNoB).toBe('13800138000');
    expect(first?.parameters.SignatureNonce).not.toBe(second?.parameters.SignatureNonce);
  });

  it("answers null when the pool has no number free (isv.NO_AVAILABLE_NUMBER), as the local pool does", async () => {
    dypls.answer = { status: 200, body: { Code: 'isv.NO_AVAILABLE_NUMBER', Message: '无可用号码', RequestId: 'r1' } };
    expect(await provider().bind(trx, request, NOW)).toBeNull();
  });

  it.each([
    ['another Code', { status: 200, body: { Code: 'isv.POOL_NOT_EXIST', Message: 'pool not exist', RequestId: 'r2' } }, 'Aliyun BindAxb: isv.POOL_NOT_EXIST (pool not exist)'],
    ['OK without the binding', { status: 200, body: { Code: 'OK', Message: 'OK' } }, 'Aliyun BindAxb: unexpected answer (no SecretBindDTO)'],
    ['an HTTP error that is not JSON', { status: 502, body: '<html>Bad Gateway</html>' }, 'Aliyun BindAxb: HTTP 502'],
    ['an answer that is not JSON', { status: 200, body: '<html>' }, 'Aliyun BindAxb: the answer is not JSON'],
  ])('throws a clear error on %s', async (_case, answer, message) => {
    dypls.answer = answer;
    expect(await failureOf(provider().bind(trx, request, NOW))).toBe(message);
  });

  it('throws when the signature is refused (a wrong secret), never saying the secret', async () => {
    const message = await failureOf(provider({ accessKeySecret: 'wrong-secret-hunter3' }).bind(trx, request, NOW));
    expect(message).toBe('Aliyun BindAxb: SignatureDoesNotMatch (Specified signature is not matched with our calculation.)');
    expect(dypls.requests[0]?.signatureValid).toBe(false);
    expect(dypls.requests[0]?.parameters).not.toHaveProperty('AccessKeySecret');
  });

  it('gives up after its time-out when Dypls does not answer, and when nothing listens', async () => {
    dypls.answer = 'hang';
    expect(await failureOf(provider({}, 200).bind(trx, request, NOW))).toBe('Aliyun BindAxb: no answer within 200 ms');
    const closed = await startLocalDypls(SECRET);
    await closed.close();
    expect(await failureOf(provider({ endpoint: closed.endpoint }).bind(trx, request, NOW))).toBe('Aliyun BindAxb: network error (ECONNREFUSED)');
  });
});
