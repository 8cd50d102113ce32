import { signRpcRequest } from '../services/privacy/aliyun/sign-rpc-request';
import { startStubServer, type StubAnswer } from './local-stub-server';

/** One request the local Dypls received: its form parameters (Signature left out) and whether the signature held. */
export interface DyplsRequest {
  parameters: Record<string, string>;
  signatureValid: boolean;
  contentType: string | undefined;
}

/** What the local Dypls answers a request whose signature holds: an HTTP status and a JSON body, or 'hang' (never answers). */
export type DyplsAnswer = StubAnswer;

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
  const state = { answer: dyplsBound('17000000001', '1000000000000001'), requests };
  const stub = await startStubServer(({ headers, body }) => {
    const { Signature: signature, ...parameters } = Object.fromEntries(new URLSearchParams(body));
    const signatureValid = signature === signRpcRequest('POST', parameters, accessKeySecret);
    requests.push({ parameters, signatureValid, contentType: headers['content-type'] });
    return signatureValid ? state.answer : { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' } };
  });
  return Object.assign(state, stub);
}
