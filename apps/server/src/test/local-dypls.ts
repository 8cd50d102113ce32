import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRpcRequest } from '../services/privacy/aliyun/sign-rpc-request';

/** One request the local Dypls received: its form parameters (Signature left out) and whether the signature held. */
export interface DyplsRequest {
  parameters: Record<string, string>;
  signatureValid: boolean;
  contentType: string | undefined;
}

/** What the local Dypls answers a request whose signature holds: an HTTP status and a JSON body, or 'hang' (never answers). */
export type DyplsAnswer = { status: number; body: unknown } | 'hang';

/** BindAxb's answer binding the pair to `secretNo` as `subsId`. */
export const dyplsBound = (secretNo: string, subsId: string): DyplsAnswer => ({
  status: 200,
  body: { Code: 'OK', Message: 'OK', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990', SecretBindDTO: { SubsId: subsId, SecretNo: secretNo, Extension: '' } },
});

/**
 * A local stand-in for Alibaba Cloud's Dypls API on 127.0.0.1 (node:http, a free port), for tests: it reads
 * each POST's form, checks its HMAC-SHA1 signature with `accessKeySecret` (a bad one is answered as Alibaba
 * does, HTTP 400 SignatureDoesNotMatch), records it and answers `answer` (settable between requests).
 */
export async function startLocalDypls(accessKeySecret: string) {
  const requests: DyplsRequest[] = [];
  const hanging = new Set<() => void>();
  const state = {
    answer: dyplsBound('17000000001', '1000000000000001') as DyplsAnswer,
    requests,
    endpoint: '',
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const { Signature: signature, ...parameters } = Object.fromEntries(new URLSearchParams(body));
      const signatureValid = signature === signRpcRequest('POST', parameters, accessKeySecret);
      requests.push({ parameters, signatureValid, contentType: request.headers['content-type'] });
      const answer: DyplsAnswer = signatureValid
        ? state.answer
        : { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' } };
      if (answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json;charset=utf-8' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
