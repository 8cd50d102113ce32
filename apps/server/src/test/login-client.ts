import { loginEndpoint, sendSmsCodeEndpoint, smsOutboxEndpoint, type LoginResponse } from '@luggage/api/contract';
import { SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signedGet, signedPost } from './signed-request';
import { expectContent } from './test-app';

/** A traveller's session as the apps send it: the User-Token and User-Id headers. */
export function userHeaders(session: Pick<LoginResponse, 'userId' | 'userToken'>): Record<string, string> {
  return { [SIGNING_HEADERS.userToken]: session.userToken, [SIGNING_HEADERS.userId]: session.userId };
}

/**
 * Signed calls of the login flow against a test server whose clock is `clock` (requests are signed at that
 * instant), from a non-loopback address unless told. Each code request comes from a new address unless
 * `ip` is given, so the per-address limit only bites where a test means it to.
 */
export function createLoginClient(app: FastifyInstance, clock: () => number) {
  let addressCount = 0;
  const nextAddress = () => {
    addressCount += 1;
    return `10.0.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
  };
  const post = (path: string, body: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ ...signedPost(path, body, { timestamp: clock(), headers: options.headers }), remoteAddress: options.ip ?? '203.0.113.7' });
  const get = (path: string, params: Record<string, string>, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ ...signedGet(path, params, { timestamp: clock(), headers: options.headers }), remoteAddress: options.ip ?? '203.0.113.7' });

  const sendCode = (phone: string, ip?: string): Promise<LightMyRequestResponse> =>
    post(sendSmsCodeEndpoint.path, { country: '86', phone }, { ip: ip ?? nextAddress() });
  /** The last code the outbox sent to the phone, read from loopback. */
  const outboxCode = async (phone: string): Promise<string> =>
    expectContent(await get(smsOutboxEndpoint.path, { country: '86', phone }, { ip: '127.0.0.1' }), smsOutboxEndpoint).code;
  const login = (phone: string, code: string): Promise<LightMyRequestResponse> =>
    post(loginEndpoint.path, { country: '86', phone, code });
  /** Sends a code, reads it from the outbox and logs in with it. */
  const logIn = async (phone: string): Promise<LoginResponse> => {
    expectContent(await sendCode(phone), sendSmsCodeEndpoint);
    return expectContent(await login(phone, await outboxCode(phone)), loginEndpoint);
  };
  return { post, get, sendCode, outboxCode, login, logIn };
}
