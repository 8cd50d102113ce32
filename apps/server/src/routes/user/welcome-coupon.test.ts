import { userCouponsEndpoint, type LoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// Each test logs in its own travellers; the welcome templates it adds stay for the tests after it.
const server = useTravellersTestApp({});
const db = () => server.testApp.database.db;

let phoneCount = 0;
const freshPhone = () => {
  phoneCount += 1;
  return `1392${String(phoneCount).padStart(7, '0')}`;
};
const coupons = async (session: Pick<LoginResponse, 'userId' | 'userToken'>) =>
  expectContent(await server.client.post(userCouponsEndpoint.path, {}, { headers: userHeaders(session) }), userCouponsEndpoint).coupons;

describe('the welcome coupon at a traveller’s first login', () => {
  it('without a welcome template, logging in gives nothing', async () => {
    expect(await coupons(await server.client.logIn(freshPhone()))).toEqual([]);
  });

  it('a first login gets one copy of the welcome coupon, valid 30 days; later logins get no other', async () => {
    const welcome = await insertTestCouponTemplate(db(), { channel: 'welcome', name: '新人专享券', nameEn: 'Welcome coupon' });
    const phone = freshPhone();
    const first = await server.client.logIn(phone);
    expect(await coupons(first)).toEqual([
      expect.objectContaining({
        templateId: welcome,
        clientCouponStatus: 0,
        name: '新人专享券',
        nameEn: 'Welcome coupon',
        discount: { kind: 'amount', amountOff: 500 },
        minSpend: 1000,
        scope: { shops: { kind: 'all' }, goodsId: null },
        issuedAt: new Date(TEST_NOW).toISOString(),
        lastDay: '2025-03-31',
        remainingDays: 30,
      }),
    ]);
    server.now += 120_000;
    const again = await server.client.logIn(phone);
    expect(again.userId).toBe(first.userId);
    expect(await coupons(again)).toHaveLength(1);
    const template = await db().selectFrom('coupon_template').select('issued').where('id', '=', welcome).executeTakeFirstOrThrow();
    expect(template.issued).toBe(1);
  });

  it('shop staff logging in as a traveller for the first time get it too', async () => {
    const phone = freshPhone();
    const staff = await insertTestStaff(db(), { storeId: 1, phone });
    const traveller = await server.client.logIn(phone);
    expect(traveller.userId).toBe(staff.userId);
    expect(await coupons(traveller)).toHaveLength(1);
  });

  it('skips a welcome template that ended or ran out, and the login goes on', async () => {
    await insertTestCouponTemplate(db(), { channel: 'welcome', claimUntil: '2025-02-28' });
    await insertTestCouponTemplate(db(), { channel: 'welcome', stock: 0 });
    const traveller = await server.client.logIn(freshPhone());
    expect((await coupons(traveller)).map((coupon) => coupon.nameEn)).toEqual(['Welcome coupon']);
  });

  it('a refused login gives none', async () => {
    const phone = freshPhone();
    await server.client.sendCode(phone);
    const code = await server.client.outboxCode(phone);
    const wrong = code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
    const before = await db().selectFrom('user_coupon').select('id').execute();
    expectFailure(await server.client.login(phone, wrong), 200, 'the code is wrong, please check it and try again');
    expect(await db().selectFrom('user_coupon').select('id').execute()).toEqual(before);
  });
});
