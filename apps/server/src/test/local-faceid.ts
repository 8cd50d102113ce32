import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signTc3Request } from '../services/sms/tencent/sign-tc3-request';

/** One request the local FaceID received: its action headers, JSON body and whether the TC3 signature held. */
export interface FaceIdRequest {
  action: string | undefined;
  version: string | undefined;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

/** What the local FaceID answers a request whose signature holds: an HTTP status and a JSON body, or 'hang' (never answers). */
export type FaceIdAnswer = { status: number; body: unknown } | 'hang';

/** IdCardVerification's answer with `result` ('0' consistent, '-1' inconsistent…). */
export const faceIdResult = (result: string, description: string): FaceIdAnswer => ({
  status: 200,
  body: { Response: { Result: result, Description: description, RequestId: '94b54cdf-d975-4718-b091-32f8d79d6397' } },
});

/**
 * A local stand-in for Tencent Cloud's FaceID API on 127.0.0.1 (node:http, a free port), for tests: it reads
 * each POST, recomputes its TC3-HMAC-SHA256 Authorization with `secretId`/`secretKey` over the Host and
 * Content-Type it received (a bad one is answered as Tencent does: HTTP 200 with Error AuthFailure.SignatureFailure),
 * records it and answers `answer` (settable between requests).
 */
export async function startLocalFaceId(secretId: string, secretKey: string) {
  const requests: FaceIdRequest[] = [];
  const hanging = new Set<() => void>();
  const state = {
    answer: faceIdResult('0', '姓名和身份证号一致') as FaceIdAnswer,
    requests,
    endpoint: '',
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  const server: Server = createServer((request, response) => {
    let payload = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (payload += chunk));
    request.on('end', () => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const expected = signTc3Request({
        secretId,
        secretKey,
        service: 'faceid',
        host: header('host') ?? '',
        contentType: header('content-type') ?? '',
        payload,
        timestamp: Number(header('x-tc-timestamp')),
      });
      const signatureValid = header('authorization') === expected;
      requests.push({ action: header('x-tc-action'), version: header('x-tc-version'), body: JSON.parse(payload) as Record<string, unknown>, signatureValid });
      const answer: FaceIdAnswer = signatureValid
        ? state.answer
        : { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'r0' } } };
      if (answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
