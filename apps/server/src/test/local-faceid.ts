import { signTc3Request } from '../services/sms/tencent/sign-tc3-request';
import { startStubServer, type StubAnswer } from './local-stub-server';

/** One request the local FaceID received: its action headers, JSON body and whether the TC3 signature held. */
export interface FaceIdRequest {
  action: string | undefined;
  version: string | undefined;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

/** IdCardVerification's answer with `result` ('0' consistent, '-1' inconsistent…). */
export const faceIdResult = (result: string, description: string): StubAnswer => ({
  status: 200,
  body: { Response: { Result: result, Description: description, RequestId: '94b54cdf-d975-4718-b091-32f8d79d6397' } },
});

/**
 * A local stand-in for Tencent Cloud's FaceID API on 127.0.0.1 (node:http, a free port), for tests: it reads
 * each POST, recomputes its TC3-HMAC-SHA256 Authorization with `secretId`/`secretKey` over the Host and
 * Content-Type it received (a bad one is answered as Tencent does: HTTP 200 with Error
 * AuthFailure.SignatureFailure), records it and answers `answer` (settable between requests).
 */
export async function startLocalFaceId(secretId: string, secretKey: string) {
  const requests: FaceIdRequest[] = [];
  const state = { answer: faceIdResult('0', '姓名和身份证号一致'), requests };
  const stub = await startStubServer(({ headers, body }) => {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const expected = signTc3Request({
      secretId,
      secretKey,
      service: 'faceid',
      host: header('host') ?? '',
      contentType: header('content-type') ?? '',
      payload: body,
      timestamp: Number(header('x-tc-timestamp')),
    });
    const signatureValid = header('authorization') === expected;
    requests.push({ action: header('x-tc-action'), version: header('x-tc-version'), body: JSON.parse(body) as Record<string, unknown>, signatureValid });
    return signatureValid
      ? state.answer
      : { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'r0' } } };
  });
  return Object.assign(state, stub);
}
