import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadLuggagePhotoEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../services/auth/create-session';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { randomUniq, TEST_NOW } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let port = 0;
let shopless: { userId: string; userToken: string };
let staff: { userId: string; userToken: string };
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
  const db = testApp.database.db;
  const user = await db.insertInto('app_user').values({ country: '86', phone: '13700138210', created_at: new Date(TEST_NOW) }).returning('id').executeTakeFirstOrThrow();
  shopless = { userId: user.id, userToken: await createSession(db, { userId: user.id, area: 'business', now: TEST_NOW }) };
  staff = await insertTestStaff(db, { storeId: 1, phone: '13700138211' });
});
/** Every upload started, ended before the server closes (one is left waiting for its body). */
const uploads: ClientRequest[] = [];
afterAll(async () => {
  for (const upload of uploads) upload.destroy();
  await testApp.close();
});

/** What the server did with an upload whose 13 MB body (under the route's limit) is announced but never sent past its first 64 KiB. */
interface UnfinishedUpload {
  response: IncomingMessage;
  body: string;
  /** Whether the server closed the connection while the body was still unfinished. */
  closed: Promise<boolean>;
}

/** Starts a photo upload announcing a 13 MB body, sends 64 KiB of it and waits for the server's answer. */
function unfinishedUpload(headers: Record<string, string>): Promise<UnfinishedUpload> {
  return new Promise((resolve, reject) => {
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: uploadLuggagePhotoEndpoint.path,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(13 * 1024 * 1024), Timestamp: String(TEST_NOW), Uniq: randomUniq(), Sign: '0'.repeat(32), ...headers },
    });
    uploads.push(upload);
    upload.on('error', () => undefined);
    const closed = new Promise<boolean>((settle) => {
      upload.on('socket', (socket) => socket.on('close', () => settle(true)));
      setTimeout(() => settle(false), 5_000);
    });
    upload.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ response, body, closed }));
      response.on('error', reject);
    });
    upload.write(`{"storeId":1,"image":"${'A'.repeat(64 * 1024)}`);
  });
}

describe('photo upload: the caller is checked before the body is read', () => {
  it('answers an anonymous upload whose body never finishes with HTTP 401 and closes the connection', async () => {
    const { response, body, closed } = await unfinishedUpload({});
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(body)).toEqual({ status: 0, errorMsg: 'token has expired, please log in again', errorCode: 'tokenExpired' });
    expect(response.headers.connection).toBe('close');
    expect(await closed).toBe(true);
  });

  it('answers a business account that works at no shop the same way, with its refusal', async () => {
    const { response, body, closed } = await unfinishedUpload(userHeaders(shopless));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: 0, errorMsg: 'you do not work at this shop', errorCode: 'shopAccessDenied' });
    expect(response.headers.connection).toBe('close');
    expect(await closed).toBe(true);
  });

  it('waits for the body of a shop’s staff (the upload goes on), so only callers who may upload are read', async () => {
    const answered = unfinishedUpload(userHeaders(staff)).then(() => 'answered');
    const waited = new Promise((resolve) => setTimeout(() => resolve('still reading'), 500));
    expect(await Promise.race([answered, waited])).toBe('still reading');
  });
});
