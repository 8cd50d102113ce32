import {
  acceptInviteEndpoint,
  businessInfoEndpoint,
  inviteStaffEndpoint,
  removeStaffEndpoint,
  sendSmsCodeEndpoint,
  staffListEndpoint,
  type BusinessLoginResponse,
  type Endpoint,
} from '@luggage/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createBusinessTestClient, databaseSnapshot, insertStaffWithPhone, type SessionHeaders } from './business-test-client';

const server = useTravellersTestApp({}, { client: createBusinessTestClient });
const db = () => server.testApp.database.db;
const wait = (seconds: number) => {
  server.now += seconds * 1000;
};
const DAY_MS = 86_400_000;
/** The seeded owners: of shops 1 and 2, and of shop 3; the seeded staff member of shop 1. */
let owner12: BusinessLoginResponse;
let owner3: BusinessLoginResponse;
let staff1: BusinessLoginResponse;
beforeAll(async () => {
  owner12 = await server.client.logInStaff('13900000000');
  owner3 = await server.client.logInStaff('13900000002');
  staff1 = await server.client.logInStaff('13900000001');
});

let phoneCount = 0;
/** A mainland phone no other test of this file uses. */
const freshPhone = () => {
  phoneCount += 1;
  return `1350000${String(phoneCount).padStart(4, '0')}`;
};
const invite = (session: SessionHeaders, storeId: number, phone: string) => server.client.call(inviteStaffEndpoint, { storeId, phone }, session);
const accept = (phone: string, code: string) => server.client.call(acceptInviteEndpoint, { phone, code });
const list = (session: SessionHeaders, storeId: number) => server.client.call(staffListEndpoint, { storeId }, session);
const invitesOf = (phone: string) =>
  db()
    .selectFrom('staff_invite')
    .select(['store_id', 'role', 'invited_by', 'created_at', 'expires_at', 'accepted_at', 'revoked_at'])
    .where('phone', '=', phone)
    .orderBy('id')
    .execute();
const staffIdOf = async (phone: string) =>
  (await db().selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

describe('invite and accept', () => {
  it('an owner invites a phone, which confirms with its code, joins the shop as staff and can then sign in', async () => {
    const phone = freshPhone();
    expect(expectContent(await invite(owner3, 3, phone), inviteStaffEndpoint)).toEqual({
      phone: `+86 ${phone}`,
      expiresAt: new Date(TEST_NOW + 7 * DAY_MS).toISOString(),
      resendAfter: 60,
    });
    expect(expectContent(await list(owner3, 3), staffListEndpoint).staff).toEqual([
      { userId: owner3.userId, phone: '+86 13900000002', role: 'owner', state: 'active', since: expect.any(String) },
      { userId: null, phone: `+86 ${phone}`, role: 'staff', state: 'invited', since: new Date(TEST_NOW).toISOString() },
    ]);

    wait(30);
    const joined = expectContent(await accept(phone, await server.client.outboxCode(phone)), acceptInviteEndpoint);
    expect(joined).toMatchObject({ phone: `+86 ${phone}`, joined: [3], shops: [{ storeId: 3, name: '静安寺寄存点', en: "Jing'an Temple", role: 'staff' }] });
    expect(joined.userId).toBe(await staffIdOf(phone));
    expect(await invitesOf(phone)).toEqual([
      expect.objectContaining({ store_id: 3, accepted_at: new Date(server.now), revoked_at: null, invited_by: owner3.userId }),
    ]);
    expect(expectContent(await server.client.call(businessInfoEndpoint, {}, joined), businessInfoEndpoint).shops).toEqual(joined.shops);
    expect(expectContent(await list(owner3, 3), staffListEndpoint).staff).toEqual([
      expect.objectContaining({ userId: owner3.userId, state: 'active' }),
      { userId: joined.userId, phone: `+86 ${phone}`, role: 'staff', state: 'active', since: new Date(server.now).toISOString() },
    ]);

    wait(61);
    expect((await server.client.logInStaff(phone)).shops).toEqual(joined.shops);
  });

  it('one confirmation joins every shop with an open invitation, and an existing account keeps its id', async () => {
    const traveller = await server.client.logIn(freshPhone());
    const phone = (await db().selectFrom('app_user').select('phone').where('id', '=', traveller.userId).executeTakeFirstOrThrow()).phone;
    wait(61);
    expectContent(await invite(owner12, 2, phone), inviteStaffEndpoint);
    wait(61);
    expectContent(await invite(owner12, 1, phone), inviteStaffEndpoint);
    const joined = expectContent(await accept(phone, await server.client.outboxCode(phone)), acceptInviteEndpoint);
    expect({ userId: joined.userId, joined: joined.joined, shops: joined.shops.map((shop) => shop.storeId) }).toEqual({ userId: traveller.userId, joined: [1, 2], shops: [1, 2] });
  });

  it('inviting again renews the open invitation: one row, a new expiry and inviter', async () => {
    const phone = freshPhone();
    const coOwner = await insertStaffWithPhone(db(), 3, 'owner');
    expectContent(await invite(owner3, 3, phone), inviteStaffEndpoint);
    wait(DAY_MS / 1000);
    expect(expectContent(await invite(coOwner, 3, phone), inviteStaffEndpoint).expiresAt).toBe(new Date(server.now + 7 * DAY_MS).toISOString());
    expect(await invitesOf(phone)).toEqual([
      expect.objectContaining({ created_at: new Date(TEST_NOW), expires_at: new Date(server.now + 7 * DAY_MS), invited_by: coOwner.userId, accepted_at: null }),
    ]);
  });

  it('an invitation refused by the code limits is not written', async () => {
    const phone = freshPhone();
    expectContent(await server.client.sendBusinessCode(phone), sendSmsCodeEndpoint);
    wait(10);
    expectFailure(await invite(owner3, 3, phone), 200, 'please wait 50 s before requesting another code');
    expect(await invitesOf(phone)).toEqual([]);
  });

  it('a phone that already works at the shop is refused and gets no code', async () => {
    const before = await databaseSnapshot(db());
    expectFailure(await invite(owner12, 1, '13900000001'), 200, 'this phone already works at this shop');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('only an owner of the shop invites: a staff member gets ownerOnly, an owner of another shop shopAccessDenied', async () => {
    const phone = freshPhone();
    const before = await databaseSnapshot(db());
    expectFailure(await invite(staff1, 1, phone), 200, 'only the shop owner can do this');
    expectFailure(await invite(owner12, 3, phone), 200, 'you do not work at this shop');
    expectFailure(await invite(owner12, 5, phone), 200, 'you do not work at this shop');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('an expired invitation cannot be accepted, and the list no longer shows it', async () => {
    const phone = freshPhone();
    expectContent(await invite(owner3, 3, phone), inviteStaffEndpoint);
    wait(7 * 86_400);
    expectContent(await server.client.sendBusinessCode(phone), sendSmsCodeEndpoint);
    expectFailure(await accept(phone, await server.client.outboxCode(phone)), 200, 'there is no invitation for this phone');
    expect(await db().selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect(expectContent(await list(owner3, 3), staffListEndpoint).staff.map((member) => member.phone)).not.toContain(`+86 ${phone}`);
  });

  it('a phone without an invitation is refused after its code is used', async () => {
    const phone = freshPhone();
    const code = await (async () => {
      expectContent(await server.client.sendBusinessCode(phone), sendSmsCodeEndpoint);
      return server.client.outboxCode(phone);
    })();
    expectFailure(await accept(phone, code), 200, 'there is no invitation for this phone');
    expectFailure(await accept(phone, code), 200, 'the code has already been used, please request a new one');
  });

  it('a withdrawn invitation cannot be accepted', async () => {
    const phone = freshPhone();
    expectContent(await invite(owner3, 3, phone), inviteStaffEndpoint);
    expectContent(await server.client.call(removeStaffEndpoint, { storeId: 3, phone }, owner3), removeStaffEndpoint);
    expectFailure(await accept(phone, await server.client.outboxCode(phone)), 200, 'there is no invitation for this phone');
  });
});

describe('list and remove', () => {
  it('the owner removes a staff member: the list drops them and their next call for the shop is refused', async () => {
    const member = await insertStaffWithPhone(db(), 2);
    await db().insertInto('store_staff').values({ store_id: 3, user_id: member.userId, role: 'staff', created_at: new Date(TEST_NOW) }).execute();
    const session = await server.client.logInStaff(member.phone);
    expectFailure(await list(session, 2), 200, 'only the shop owner can do this');
    const before = expectContent(await list(owner12, 2), staffListEndpoint).staff;
    const staff = expectContent(await server.client.call(removeStaffEndpoint, { storeId: 2, userId: member.userId }, owner12), removeStaffEndpoint).staff;
    expect(staff).toEqual(before.filter((entry) => entry.userId !== member.userId));
    expect(staff).toHaveLength(before.length - 1);
    expectFailure(await list(session, 2), 200, 'you do not work at this shop');
    expect(expectContent(await server.client.call(businessInfoEndpoint, {}, session), businessInfoEndpoint).shops.map((shop) => shop.storeId)).toEqual([3]);
  });

  it('withdraws an invitation by phone; a phone without one is inviteNotFound', async () => {
    const phone = freshPhone();
    expectContent(await invite(owner12, 2, phone), inviteStaffEndpoint);
    wait(5);
    const staff = expectContent(await server.client.call(removeStaffEndpoint, { storeId: 2, country: '86', phone }, owner12), removeStaffEndpoint).staff;
    expect(staff.map((entry) => entry.phone)).not.toContain(`+86 ${phone}`);
    expect(await invitesOf(phone)).toEqual([expect.objectContaining({ revoked_at: new Date(server.now), accepted_at: null })]);
    expectFailure(await server.client.call(removeStaffEndpoint, { storeId: 2, phone }, owner12), 200, 'there is no invitation for this phone');
  });

  it('refuses to remove an owner or oneself, or an account that does not work at the shop, changing nothing', async () => {
    const coOwner = await insertStaffWithPhone(db(), 1, 'owner');
    const before = await databaseSnapshot(db());
    const remove = (userId: string) => server.client.call(removeStaffEndpoint, { storeId: 1, userId }, owner12);
    expectFailure(await remove(owner12.userId), 200, 'a shop owner cannot be removed');
    expectFailure(await remove(coOwner.userId), 200, 'a shop owner cannot be removed');
    expectFailure(await remove(owner3.userId), 200, 'invalid parameter: userId');
    expectFailure(await remove('999999999'), 200, 'invalid parameter: userId');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('the list: owners first, then staff by the day they joined, then open invitations', async () => {
    expectContent(await invite(owner12, 1, freshPhone()), inviteStaffEndpoint);
    const staff = expectContent(await list(owner12, 1), staffListEndpoint).staff;
    expect(staff).toContainEqual(expect.objectContaining({ userId: owner12.userId, phone: '+86 13900000000', role: 'owner', state: 'active' }));
    const states = staff.map((member) => `${member.state}:${member.role}`);
    expect(states).toEqual([...states].sort((a, b) => rank(a) - rank(b)));
    expect(staff).toContainEqual(expect.objectContaining({ userId: staff1.userId, phone: '+86 13900000001', role: 'staff', state: 'active' }));
  });
});

const rank = (state: string) => ['active:owner', 'active:staff', 'invited:staff'].indexOf(state);

describe('bad input changes nothing', () => {
  const cases: [Endpoint, Record<string, unknown>, string][] = [
    [inviteStaffEndpoint, { phone: '13500009999' }, 'storeId'],
    [inviteStaffEndpoint, { storeId: 'x', phone: '13500009999' }, 'storeId'],
    [inviteStaffEndpoint, { storeId: 1, phone: '1350000999' }, 'phone'],
    [inviteStaffEndpoint, { storeId: 1, country: '0', phone: '13500009999' }, 'country'],
    [acceptInviteEndpoint, { phone: '13500009999', code: 'abcdef' }, 'code'],
    [acceptInviteEndpoint, { phone: '135', code: '123456' }, 'phone'],
    [staffListEndpoint, {}, 'storeId'],
    [staffListEndpoint, { storeId: 0 }, 'storeId'],
    [removeStaffEndpoint, { storeId: 1, userId: 'abc' }, 'userId'],
    // Neither a userId nor a phone: the request matches no form of the union.
    [removeStaffEndpoint, { storeId: 1 }, 'body'],
    [removeStaffEndpoint, { storeId: 1, phone: '12' }, 'phone'],
  ];
  it.each(cases.map(([endpoint, params, field]) => [endpoint.name, params, field, endpoint] as const))('%s %j: invalid parameter: %s', async (_name, params, field, endpoint) => {
    const before = await databaseSnapshot(db());
    expectFailure(await server.client.call(endpoint, params, owner12), 200, `invalid parameter: ${field}`);
    expect(await databaseSnapshot(db())).toEqual(before);
  });
});
