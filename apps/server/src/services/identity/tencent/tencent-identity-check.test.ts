import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../errors/api-failure';
import { faceIdResult, startLocalFaceId } from '../../../test/local-faceid';
import { tencentIdentityCheck, type TencentFaceIdAccount } from './tencent-identity-check';

const SECRET_ID = 'AKIDfaceidtest01';
const SECRET_KEY = 'faceid-secret-hunter2';
const NOW = Date.parse('2025-03-01T04:00:00Z');
const pair = { name: '张三', idNumber: '11010519491231002X' };

let faceId: Awaited<ReturnType<typeof startLocalFaceId>>;
beforeAll(async () => {
  faceId = await startLocalFaceId(SECRET_ID, SECRET_KEY);
});
afterAll(() => faceId.close());
beforeEach(() => {
  faceId.requests.length = 0;
  faceId.answer = faceIdResult('0', '姓名和身份证号一致');
});

const provider = (account: Partial<TencentFaceIdAccount> = {}, timeoutMs?: number) =>
  tencentIdentityCheck({
    account: { secretId: SECRET_ID, secretKey: SECRET_KEY, endpoint: faceId.endpoint, ...account },
    fetch,
    clock: () => NOW,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
/** The reason (for the log) of the ApiFailure a check rejects with; its code is always identityCheckUnavailable. */
const reasonOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiFailure);
  expect((error as ApiFailure).code).toBe('identityCheckUnavailable');
  return (error as ApiFailure).reason ?? '';
};

describe('Tencent Cloud FaceID identity check (IdCardVerification)', () => {
  it('posts a TC3-signed IdCardVerification of the pair and answers match on Result 0', async () => {
    expect(await provider().check(pair)).toBe('match');
    expect(faceId.requests).toEqual([{ action: 'IdCardVerification', version: '2018-03-01', body: { IdCard: '11010519491231002X', Name: '张三' }, signatureValid: true }]);
  });

  it.each([
    ['-1', '姓名和身份证号不一致'],
    ['-2', '非法身份证号'],
    ['-3', '非法姓名'],
    ['-5', '证件库中无此身份证记录'],
  ])('answers mismatch on Result %s', async (result, description) => {
    faceId.answer = faceIdResult(result, description);
    expect(await provider().check(pair)).toBe('mismatch');
  });

  it.each([
    ['Result -4 (the records’ service failed)', faceIdResult('-4', '证件库服务异常'), 'Tencent IdCardVerification: Result -4 (证件库服务异常)'],
    ['an Error answer', { status: 200, body: { Response: { Error: { Code: 'FailedOperation.UnKnown', Message: '内部未知错误' }, RequestId: 'r1' } } }, 'Tencent IdCardVerification: FailedOperation.UnKnown (内部未知错误)'],
    ['an HTTP error that is not JSON', { status: 502, body: '<html>Bad Gateway</html>' }, 'Tencent IdCardVerification: HTTP 502'],
  ])('is unavailable on %s, never naming the pair', async (_case, answer, reason) => {
    faceId.answer = answer;
    const said = await reasonOf(provider().check(pair));
    expect(said).toBe(reason);
    for (const hidden of [pair.idNumber, pair.name]) expect(said).not.toContain(hidden);
  });

  it('is unavailable when the signature is refused (a wrong key), never saying the key', async () => {
    const said = await reasonOf(provider({ secretKey: 'wrong-hunter3' }).check(pair));
    expect(said).toBe('Tencent IdCardVerification: AuthFailure.SignatureFailure (The provided credentials could not be validated.)');
    expect(faceId.requests[0]?.signatureValid).toBe(false);
  });

  it('gives up after its time-out, and when nothing listens', async () => {
    faceId.answer = 'hang';
    expect(await reasonOf(provider({}, 200).check(pair))).toBe('Tencent IdCardVerification: no answer within 200 ms');
    const closed = await startLocalFaceId(SECRET_ID, SECRET_KEY);
    await closed.close();
    expect(await reasonOf(provider({ endpoint: closed.endpoint }).check(pair))).toBe('Tencent IdCardVerification: network error (ECONNREFUSED)');
  });
});
