import {
  businessInfoEndpoint,
  businessLoginEndpoint,
  businessLogoutEndpoint,
  orderListEndpoint,
  sendSmsCodeEndpoint,
} from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../services/auth/hash-session-token';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createBusinessTestClient, databaseSnapshot, insertStaffWithPhone } from './business-test-client';

const server = useTravellersTestApp({ traveller: '13800000001' }, { client: createBusinessTestClient });
const db = () => server.testApp.database.db;
const wait = (seconds: number) => {
  server.now += seconds * 1000;
};
const sessionsOf = (userId: string) => db().selectFrom('session').select(['area', 'token_hash']).where('user_id', '=', userId).execute();
const login = (phone: string, code: string) => server.client.call(businessLoginEndpoint, { country: '86', phone, code });
/** Sends a business code to the phone and reads it from the outbox. */
const businessCode = async (phone: string) => {
  expectContent(await server.client.sendBusinessCode(phone), sendSmsCodeEndpoint);
  return server.client.outboxCode(phone);
};
const expired = 'token has expired, please log in again';

describe('business login', () => {
  it('the seeded owner signs in with a business code and gets a business session and their shops by id', async () => {
    const answer = await server.client.logInStaff('13900000000');
    expect(answer.phone).toBe('+86 13900000000');
    expect(answer.shops).toEqual([
      { storeId: 1, name: '人民广场寄存点', en: "People's Square Storage", role: 'owner' },
      { storeId: 2, name: '南京东路寄存点', en: 'East Nanjing Road', role: 'owner' },
    ]);
    const session = await db().selectFrom('session').selectAll().where('token_hash', '=', hashSessionToken(answer.userToken)).executeTakeFirstOrThrow();
    expect({ area: session.area, user: session.user_id, expires: session.expires_at.getTime() }).toEqual({
      area: 'business',
      user: answer.userId,
      expires: TEST_NOW + 30 * 86_400_000,
    });
    expect(expectContent(await server.client.call(businessInfoEndpoint, {}, answer), businessInfoEndpoint)).toEqual({
      userId: answer.userId,
      phone: '+86 13900000000',
      shops: answer.shops,
    });
  });

  it('a staff member sees their role, and a removed shop is not listed', async () => {
    const staff = await insertStaffWithPhone(db(), 3);
    await db().insertInto('store_staff').values({ store_id: 5, user_id: staff.userId, role: 'staff', created_at: new Date(TEST_NOW) }).execute();
    const answer = await server.client.logInStaff(staff.phone);
    expect(answer.shops).toEqual([{ storeId: 3, name: '静安寺寄存点', en: "Jing'an Temple", role: 'staff' }]);
  });

  it('ten parallel logins with one code make exactly one session', async () => {
    const staff = await insertStaffWithPhone(db(), 1);
    const code = await businessCode(staff.phone);
    // insertStaffWithPhone started one session already.
    expect(await sessionsOf(staff.userId)).toHaveLength(1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => login(staff.phone, code)));
    const succeeded = responses.filter((response) => response.json<{ status: number }>().status === 1);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((each) => !succeeded.includes(each))) {
      expectFailure(response, 200, 'the code has already been used, please request a new one');
    }
    expect(await sessionsOf(staff.userId)).toHaveLength(2);
  });

  it('a wrong code is refused and starts no session', async () => {
    const staff = await insertStaffWithPhone(db(), 1);
    const code = await businessCode(staff.phone);
    const before = await sessionsOf(staff.userId);
    expectFailure(await login(staff.phone, code === '000000' ? '111111' : '000000'), 200, 'the code is wrong, please check it and try again');
    expect(await sessionsOf(staff.userId)).toEqual(before);
  });

  it('a phone that works at no shop is refused after its code is used, and no account is made', async () => {
    const phone = '13800000077';
    const code = await businessCode(phone);
    const notStaff = 'this phone is not registered as shop staff, please ask the shop owner to invite you';
    expectFailure(await login(phone, code), 200, notStaff);
    expectFailure(await login(phone, code), 200, 'the code has already been used, please request a new one');
    expect(await db().selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toEqual([]);

    // A traveller's account is not staff either.
    wait(61);
    expectFailure(await login('13800000001', await businessCode('13800000001')), 200, notStaff);
    expect(await sessionsOf(server.sessions.traveller.userId)).toEqual([{ area: 'user', token_hash: expect.any(String) }]);
  });

  it('a traveller\'s login code (area user) does not sign in to the business side', async () => {
    const staff = await insertStaffWithPhone(db(), 1);
    const before = await sessionsOf(staff.userId);
    expectContent(await server.client.sendCode(staff.phone), sendSmsCodeEndpoint);
    expectFailure(await login(staff.phone, await server.client.outboxCode(staff.phone)), 200, 'please request a code first');
    expect(await sessionsOf(staff.userId)).toEqual(before);
  });

  it.each([
    [{ country: '86', phone: '1390000000', code: '123456' }, 'phone'],
    [{ country: '86', phone: '13900000000', code: '12345' }, 'code'],
    [{ country: '086', phone: '13900000000', code: '123456' }, 'country'],
    [{ phone: '13900000000' }, 'code'],
  ])('bad input %j: invalid parameter: %s, nothing written', async (params, field) => {
    const before = await databaseSnapshot(db());
    expectFailure(await server.client.call(businessLoginEndpoint, params), 200, `invalid parameter: ${field}`);
    expect(await databaseSnapshot(db())).toEqual(before);
  });
});

describe('business and consumer sessions are apart', () => {
  it('a consumer token gets HTTP 401 on business info, a business token HTTP 401 on a consumer call', async () => {
    expectFailure(await server.client.call(businessInfoEndpoint, {}, server.sessions.traveller), 401, expired);
    const owner = await server.client.logInStaff('13900000002');
    expectFailure(await server.client.call(orderListEndpoint, { pageNo: 1 }, owner), 401, expired);
    expectFailure(await server.client.call(businessInfoEndpoint, {}), 401, expired);
    expectFailure(await server.client.call(businessInfoEndpoint, {}, { ...owner, userId: server.sessions.traveller.userId }), 401, expired);
  });

  it('logout revokes the business session: its token then gets HTTP 401, other sessions go on', async () => {
    const staff = await insertStaffWithPhone(db(), 2);
    const first = await server.client.logInStaff(staff.phone);
    wait(61);
    const second = await server.client.logInStaff(staff.phone);
    expect(expectContent(await server.client.call(businessLogoutEndpoint, {}, first), businessLogoutEndpoint)).toEqual({});
    const revoked = await db().selectFrom('session').select('revoked_at').where('token_hash', '=', hashSessionToken(first.userToken)).executeTakeFirstOrThrow();
    expect(revoked.revoked_at?.getTime()).toBe(server.now);
    expectFailure(await server.client.call(businessInfoEndpoint, {}, first), 401, expired);
    expectFailure(await server.client.call(businessLogoutEndpoint, {}, first), 401, expired);
    expectContent(await server.client.call(businessInfoEndpoint, {}, second), businessInfoEndpoint);
  });

  it('business info of a staff member taken off every shop lists no shops', async () => {
    const staff = await insertStaffWithPhone(db(), 2);
    const session = await server.client.logInStaff(staff.phone);
    await db().deleteFrom('store_staff').where('user_id', '=', staff.userId).execute();
    expect(expectContent(await server.client.call(businessInfoEndpoint, {}, session), businessInfoEndpoint).shops).toEqual([]);
  });
});
