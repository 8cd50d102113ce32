import { errorMessage, sendSmsCodeEndpoint, updateNameEndpoint, verifyIdentityEndpoint, verifyListEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerDeps } from '../../create-server';
import { faceIdResult, startLocalFaceId } from '../../test/local-faceid';
import { userHeaders } from '../../test/login-client';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const SECRET_ID = 'AKIDfaceidroute1';
const SECRET_KEY = 'faceid-route-hunter2';
const ID_NUMBERS = ['11010519491231002X', '440304198512034563', '310115198808080015'];
let faceId: Awaited<ReturnType<typeof startLocalFaceId>>;
/** Everything the server logged, one JSON line each. */
const logLines: string[] = [];
/** Read by the set-up's beforeAll (registered after this file's own): the local FaceID is listening by then. */
const deps: Partial<Omit<ServerDeps, 'db' | 'clock'>> = { config: { wxMiniprogramLink: null } };
beforeAll(async () => {
  faceId = await startLocalFaceId(SECRET_ID, SECRET_KEY);
  deps.config = { wxMiniprogramLink: null, identityCheck: { provider: 'tencent', secretId: SECRET_ID, secretKey: SECRET_KEY, endpoint: faceId.endpoint } };
  deps.logger = { level: 'trace', stream: { write: (line: string) => logLines.push(line) } };
});
afterAll(() => faceId.close());

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp({ gina: '13700138451' }, { deps });
const db = () => server.testApp.database.db;
const headers = () => userHeaders(server.sessions.gina);
const verify = (idNumber: string) => server.client.post(verifyIdentityEndpoint.path, { name: '张三', idNumber }, { headers: headers() });
const attempts = () => db().selectFrom('identity_verification').select(['result', 'failure_code', 'provider']).orderBy('id').execute();

beforeAll(async () => {
  server.now += 61_000;
  expectContent(await server.client.post(sendSmsCodeEndpoint.path, { country: '86', phone: '13700138451', area: 'realname' }, { headers: headers() }), sendSmsCodeEndpoint);
  const code = await server.client.outboxCode('13700138451');
  expectContent(await server.client.post(updateNameEndpoint.path, { name: '张三', code }, { headers: headers() }), updateNameEndpoint);
});

describe('POST /api/user/verify/ with IDENTITY_PROVIDER=tencent', () => {
  it('records nothing when FaceID fails, a mismatch when it says so, and verifies when it matches', async () => {
    faceId.answer = faceIdResult('-4', '证件库服务异常');
    expectFailure(await verify(ID_NUMBERS[0] ?? ''), 200, errorMessage('identityCheckUnavailable', 'en'));
    expect(await attempts()).toEqual([]);

    faceId.answer = faceIdResult('-1', '姓名和身份证号不一致');
    expectFailure(await verify(ID_NUMBERS[1] ?? ''), 200, errorMessage('identityMismatch', 'en'));
    expect(await attempts()).toEqual([{ result: 'failed', failure_code: 'identityMismatch', provider: 'tencent' }]);

    faceId.answer = faceIdResult('0', '姓名和身份证号一致');
    expect(expectContent(await verify(ID_NUMBERS[2] ?? ''), verifyIdentityEndpoint).attempt).toMatchObject({ idNumber: '310***********0015', result: 'passed' });
    expect(faceId.requests.map((request) => [request.signatureValid, request.body.IdCard])).toEqual(ID_NUMBERS.map((idNumber) => [true, idNumber]));
    const list = expectContent(await server.client.get(verifyListEndpoint.path, {}, { headers: headers() }), verifyListEndpoint);
    expect(list).toMatchObject({ verified: true, idNumber: '310***********0015' });
    expect(list.attempts.map((attempt) => attempt.result)).toEqual(['passed', 'failed']);
  });

  it('never logs an ID number: the calls’ lines hold none, and idNumber fields are redacted', async () => {
    server.testApp.app.log.warn({ body: { name: '张三', idNumber: ID_NUMBERS[0] }, request: { body: { IdCard: ID_NUMBERS[1] } } }, 'a body in the log');
    const log = logLines.join('');
    expect(log).toContain('Tencent IdCardVerification: Result -4');
    expect(log).toContain('"idNumber":"[redacted]"');
    expect(log).toContain('"IdCard":"[redacted]"');
    for (const idNumber of ID_NUMBERS) {
      expect(log).not.toContain(idNumber);
      expect(log).not.toContain(idNumber.slice(6, 14));
    }
    expect(log).not.toContain(SECRET_KEY);
  });
});
