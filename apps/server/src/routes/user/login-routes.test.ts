import {
  loginEndpoint,
  logoutEndpoint,
  sendSmsCodeEndpoint,
  userInfoEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../services/auth/hash-session-token';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// Each test logs in its own travellers, with fresh phones.
const server = useTravellersTestApp({});

let phoneCount = 0;
/** A mainland mobile number no other test uses (the seed's demo staff have 1390000000x). */
const freshPhone = () => {
  phoneCount += 1;
  return `1391${String(phoneCount).padStart(7, '0')}`;
};
const wait = (seconds: number) => {
  server.now += seconds * 1000;
};
type CountedTable = 'sms_code' | 'sms_outbox' | 'app_user' | 'session';
const countRows = async (table: CountedTable) =>
  Number((await sql<{ count: string }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(server.testApp.database.db)).rows[0]?.count);
/** Posts `body` to `path`: refused with status 0 and `errorMsg`, and no row of `tables` written. */
const expectRefusedWritingNothing = async (path: string, body: Record<string, unknown>, errorMsg: string, tables: CountedTable[]) => {
  const counts = () => Promise.all(tables.map(countRows));
  const before = await counts();
  expectFailure(await server.client.post(path, body), 200, errorMsg);
  expect(await counts()).toEqual(before);
};
const userInfo = (session: LoginResponse, userId = session.userId) =>
  server.client.get(userInfoEndpoint.path, { userId }, { headers: userHeaders(session) });

describe('send_sms_code and login', () => {
  it('a code from the outbox logs in once: the account and a 30-day session are created, the code is then used', async () => {
    const phone = freshPhone();
    expect(expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint)).toEqual({ resendAfter: 60 });
    const code = await server.client.outboxCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const session = expectContent(await server.client.login(phone, code), loginEndpoint);
    expect(session.phone).toBe(`+86 ${phone}`);
    expect(session.userToken).toMatch(/^[\w-]{43}$/);
    const user = await server.testApp.database.db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(user.id).toBe(session.userId);
    const stored = await server.testApp.database.db
      .selectFrom('session')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(session.userToken))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: session.userId, area: 'user', revoked_at: null });
    expect(stored.expires_at.getTime()).toBe(TEST_NOW + 30 * 86_400_000);
    const codeRow = await server.testApp.database.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(codeRow.code_hash).not.toContain(code);

    expectFailure(await server.client.login(phone, code), 200, 'the code has already been used, please request a new one');
    expect(expectContent(await userInfo(session), userInfoEndpoint)).toEqual({
      userId: session.userId,
      country: '86',
      phone,
      createdAt: new Date(TEST_NOW).toISOString(),
    });
  });

  it('a later login of the same phone finds the same account and starts another session', async () => {
    const phone = freshPhone();
    const first = await server.client.logIn(phone);
    wait(61);
    const second = await server.client.logIn(phone);
    expect(second.userId).toBe(first.userId);
    expect(second.userToken).not.toBe(first.userToken);
    expect(await server.testApp.database.db.selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('five wrong codes kill the code: then even the right one is refused, until a new code is sent', async () => {
    const phone = freshPhone();
    await server.client.sendCode(phone);
    const code = await server.client.outboxCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectFailure(await server.client.login(phone, wrong), 200, 'the code is wrong, please check it and try again');
    }
    expectFailure(await server.client.login(phone, wrong), 200, 'too many wrong codes, please request a new one');
    expectFailure(await server.client.login(phone, code), 200, 'too many wrong codes, please request a new one');
    expect(await server.testApp.database.db.selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toEqual([]);
    const row = await server.testApp.database.db.selectFrom('sms_code').select(['wrong_attempts', 'used_at']).where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row).toEqual({ wrong_attempts: 5, used_at: null });

    wait(60);
    await server.client.sendCode(phone);
    expectContent(await server.client.login(phone, await server.client.outboxCode(phone)), loginEndpoint);
  });

  it('a code is valid for 5 minutes', async () => {
    const early = freshPhone();
    const late = freshPhone();
    await server.client.sendCode(early);
    await server.client.sendCode(late);
    wait(5 * 60 - 1);
    expectContent(await server.client.login(early, await server.client.outboxCode(early)), loginEndpoint);
    wait(1);
    expectFailure(await server.client.login(late, await server.client.outboxCode(late)), 200, 'the code has expired, please request a new one');
  });

  it('login without any code sent asks for one, in the caller\'s language', async () => {
    const phone = freshPhone();
    expectFailure(await server.client.login(phone, '123456'), 200, 'please request a code first');
    const zh = await server.client.post(loginEndpoint.path, { phone, code: '123456' }, { headers: { 'Accept-Language': 'zh-CN' } });
    expectFailure(zh, 200, '请先获取验证码');
  });

  it('a code for the business login does not log in a traveller', async () => {
    const phone = freshPhone();
    expectContent(await server.client.post(sendSmsCodeEndpoint.path, { phone, area: 'business' }), sendSmsCodeEndpoint);
    expectFailure(await server.client.login(phone, await server.client.outboxCode(phone)), 200, 'please request a code first');
  });

  it('a new code may be requested after 60 s; it replaces the earlier one', async () => {
    const phone = freshPhone();
    await server.client.sendCode(phone);
    const first = await server.client.outboxCode(phone);
    wait(30);
    expectFailure(await server.client.sendCode(phone), 200, 'please wait 30 s before requesting another code');
    wait(29.5);
    expectFailure(await server.client.sendCode(phone), 200, 'please wait 1 s before requesting another code');
    wait(0.5);
    expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint);
    const second = await server.client.outboxCode(phone);
    expect(await server.testApp.database.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute()).toHaveLength(2);
    if (first !== second) expectFailure(await server.client.login(phone, first), 200, 'the code is wrong, please check it and try again');
    expectContent(await server.client.login(phone, second), loginEndpoint);
  });

  it('parallel requests for one phone send one code', async () => {
    const phone = freshPhone();
    const responses = await Promise.all(Array.from({ length: 5 }, () => server.client.sendCode(phone)));
    expect(responses.filter((response) => response.json<{ status: number }>().status === 1)).toHaveLength(1);
    expect(await server.testApp.database.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('at most 5 codes an hour per phone', async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 5; sent += 1) {
      expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint);
      wait(61);
    }
    expectFailure(await server.client.sendCode(phone), 200, 'too many codes this hour, please try again later');
    expect(await server.testApp.database.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute()).toHaveLength(5);
    wait(3600 - 5 * 61 + 1);
    expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint);
  });

  it('at most 10 codes per Asia/Shanghai day per phone; the next day starts at midnight in Shanghai', async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 10; sent += 1) {
      expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint);
      wait(15 * 60);
    }
    // 14:30 in Shanghai, 10 codes since noon.
    expectFailure(await server.client.sendCode(phone), 200, 'too many codes today, please try again tomorrow');
    server.now = Date.parse('2025-03-01T15:59:59Z');
    expectFailure(await server.client.sendCode(phone), 200, 'too many codes today, please try again tomorrow');
    server.now = Date.parse('2025-03-01T16:00:00Z');
    expectContent(await server.client.sendCode(phone), sendSmsCodeEndpoint);
  });

  it('at most 20 codes an hour from one address, whatever the phones', async () => {
    for (let sent = 0; sent < 20; sent += 1) expectContent(await server.client.sendCode(freshPhone(), '192.0.2.50'), sendSmsCodeEndpoint);
    const before = await countRows('sms_code');
    expectFailure(await server.client.sendCode(freshPhone(), '192.0.2.50'), 200, 'too many code requests from your network, please try again later');
    expect(await countRows('sms_code')).toBe(before);
    expectContent(await server.client.sendCode(freshPhone(), '192.0.2.51'), sendSmsCodeEndpoint);
    wait(3601);
    expectContent(await server.client.sendCode(freshPhone(), '192.0.2.50'), sendSmsCodeEndpoint);
  });

  it('answers the same whether or not the phone has an account', async () => {
    const known = freshPhone();
    await server.client.logIn(known);
    wait(61);
    const answerFor = async (phone: string) => {
      const response = await server.client.sendCode(phone);
      return { statusCode: response.statusCode, body: response.body };
    };
    const unknown = freshPhone();
    expect(await answerFor(known)).toEqual(await answerFor(unknown));
    expect(await answerFor(known)).toEqual(await answerFor(unknown));
  });

  it('ten parallel logins with one code make exactly one session', async () => {
    const phone = freshPhone();
    await server.client.sendCode(phone);
    const code = await server.client.outboxCode(phone);
    const responses = await Promise.all(Array.from({ length: 10 }, () => server.client.login(phone, code)));
    const succeeded = responses.filter((response) => response.json<{ status: number }>().status === 1);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((each) => !succeeded.includes(each))) {
      expectFailure(response, 200, 'the code has already been used, please request a new one');
    }
    const userId = expectContent(succeeded[0]!, loginEndpoint).userId;
    expect(await server.testApp.database.db.selectFrom('session').select('token_hash').where('user_id', '=', userId).execute()).toHaveLength(1);
  });
});

describe('logout and user info', () => {
  it('logout revokes the session: the token then gets HTTP 401', async () => {
    const session = await server.client.logIn(freshPhone());
    expectContent(await userInfo(session), userInfoEndpoint);
    wait(10);
    expect(expectContent(await server.client.post(logoutEndpoint.path, {}, { headers: userHeaders(session) }), logoutEndpoint)).toEqual({ loggedOut: true });
    const stored = await server.testApp.database.db
      .selectFrom('session')
      .select('revoked_at')
      .where('token_hash', '=', hashSessionToken(session.userToken))
      .executeTakeFirstOrThrow();
    expect(stored.revoked_at?.getTime()).toBe(TEST_NOW + 10_000);
    expectFailure(await userInfo(session), 401, 'token has expired, please log in again');
    expectFailure(await server.client.post(logoutEndpoint.path, {}, { headers: userHeaders(session) }), 401, 'token has expired, please log in again');
  });

  it('logout ends only the caller\'s session', async () => {
    const phone = freshPhone();
    const first = await server.client.logIn(phone);
    wait(61);
    const second = await server.client.logIn(phone);
    expectContent(await server.client.post(logoutEndpoint.path, {}, { headers: userHeaders(first) }), logoutEndpoint);
    expectContent(await userInfo(second), userInfoEndpoint);
  });

  it('user info of another userId, or with another user\'s id in the header, is HTTP 401', async () => {
    const alice = await server.client.logIn(freshPhone());
    const bob = await server.client.logIn(freshPhone());
    expectFailure(await userInfo(alice, bob.userId), 401, 'token has expired, please log in again');
    expectFailure(await userInfo({ ...alice, userId: bob.userId }), 401, 'token has expired, please log in again');
    expectFailure(await server.client.get(userInfoEndpoint.path, { userId: alice.userId }), 401, 'token has expired, please log in again');
  });

  it('a business session is not a consumer session: HTTP 401', async () => {
    const session = await server.client.logIn(freshPhone());
    await server.testApp.database.db
      .updateTable('session')
      .set({ area: 'business' })
      .where('token_hash', '=', hashSessionToken(session.userToken))
      .execute();
    expectFailure(await userInfo(session), 401, 'token has expired, please log in again');
  });

  it('an expired session is HTTP 401', async () => {
    const session = await server.client.logIn(freshPhone());
    wait(30 * 86_400);
    expectFailure(await userInfo(session), 401, 'token has expired, please log in again');
  });
});

describe('bad input', () => {
  const longPhone = '1380013800012345';
  it.each([
    [{}, 'invalid parameter: phone'],
    [{ country: '86' }, 'invalid parameter: phone'],
    [{ country: '86', phone: 13800138000 }, 'invalid parameter: phone'],
    [{ country: 86, phone: '13800138000' }, 'invalid parameter: country'],
    [{ country: '86', phone: '1380013800' }, 'invalid parameter: phone'],
    [{ country: '86', phone: '23800138000' }, 'invalid parameter: phone'],
    [{ country: '852', phone: longPhone }, 'invalid parameter: phone'],
    [{ country: '86', phone: '1380013800a' }, 'invalid parameter: phone'],
    [{ country: '86', phone: '13800138000', area: 'admin' }, 'invalid parameter: area'],
  ])('send_sms_code %o: status 0 %j and nothing written', async (body, errorMsg) => {
    await expectRefusedWritingNothing(sendSmsCodeEndpoint.path, body, errorMsg, ['sms_code', 'sms_outbox']);
  });

  it.each([
    [{ country: '86', phone: '13800138000' }, 'invalid parameter: code'],
    [{ country: '86', phone: '13800138000', code: '12345' }, 'invalid parameter: code'],
    [{ country: '86', phone: '13800138000', code: '1234567' }, 'invalid parameter: code'],
    [{ country: '86', phone: '13800138000', code: 123456 }, 'invalid parameter: code'],
    [{ country: '86', phone: '13800138000', code: '12345a' }, 'invalid parameter: code'],
    [{ country: '86', code: '123456' }, 'invalid parameter: phone'],
    [{ country: '86', phone: '1380013800', code: '123456' }, 'invalid parameter: phone'],
    [{ country: '852', phone: longPhone, code: '123456' }, 'invalid parameter: phone'],
    [{ country: '86', phone: 'abcdefghijk', code: '123456' }, 'invalid parameter: phone'],
    [{ country: '+86', phone: '13800138000', code: '123456' }, 'invalid parameter: country'],
  ])('login %o: status 0 %j and nothing written', async (body, errorMsg) => {
    await expectRefusedWritingNothing(loginEndpoint.path, body, errorMsg, ['app_user', 'session']);
  });

  it.each([
    [{}, 'invalid parameter: userId'],
    [{ userId: 'abc' }, 'invalid parameter: userId'],
    [{ userId: '0' }, 'invalid parameter: userId'],
  ])('user info %o: status 0 %j', async (params, errorMsg) => {
    const session = await server.client.logIn(freshPhone());
    expectFailure(await server.client.get(userInfoEndpoint.path, params, { headers: userHeaders(session) }), 200, errorMsg);
  });

  it('logout with an unexpected body field is still just a logout of the caller', async () => {
    const session = await server.client.logIn(freshPhone());
    expectContent(await server.client.post(logoutEndpoint.path, { everyone: true }, { headers: userHeaders(session) }), logoutEndpoint);
    expect(await countRows('session')).toBeGreaterThan(0);
    expectFailure(await userInfo(session), 401, 'token has expired, please log in again');
  });
});
