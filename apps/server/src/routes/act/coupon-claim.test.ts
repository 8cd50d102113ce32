import { claimCouponEndpoint, couponInfoEndpoint, type LoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import type { SeedCouponTemplate } from '../../db/seed/load-coupon-templates';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp({ alice: '13900000011', bob: '13900000012', carol: '13900000013' });
const { sessions } = server;
const db = () => server.testApp.database.db;

const template = (overrides: Partial<SeedCouponTemplate> = {}) => insertTestCouponTemplate(db(), overrides);
const info = (id: number | string, session?: Pick<LoginResponse, 'userId' | 'userToken'>, headers: Record<string, string> = {}) =>
  server.client.get(couponInfoEndpoint.path, { id: String(id) }, { headers: { ...(session ? userHeaders(session) : {}), ...headers } });
const claim = (body: Record<string, unknown>, session: LoginResponse = sessions.alice, headers: Record<string, string> = {}) =>
  server.client.post(claimCouponEndpoint.path, body, { headers: { ...userHeaders(session), ...headers } });
const claimed = async (id: number, session: LoginResponse = sessions.alice) => expectContent(await claim({ id }, session), claimCouponEndpoint).coupon;
/** The template's issued count and its copies in the database. */
const written = async (templateId: number) => ({
  issued: (await db().selectFrom('coupon_template').select('issued').where('id', '=', templateId).executeTakeFirstOrThrow()).issued,
  copies: (await db().selectFrom('user_coupon').select(['user_id', 'claim_number']).where('template_id', '=', templateId).orderBy('id').execute()).map(
    (row) => `${row.user_id}#${row.claim_number}`,
  ),
});

describe('GET /api/act/coupon_info/', () => {
  it('shows a guest an activity: terms, validity, stock and the limit, nothing counted', async () => {
    const id = await template({ discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 }, minSpend: 0, scope: { kind: 'city', cityId: 1 }, stock: 1000, validity: { kind: 'days', days: 14 } });
    expect(expectContent(await info(id), couponInfoEndpoint)).toEqual({
      id,
      name: '测试优惠券',
      nameEn: 'Test coupon',
      discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 },
      minSpend: 0,
      scope: { shops: { kind: 'city', cityId: 1, cityName: '上海', cityEn: 'shanghai' }, goodsId: null },
      validity: { kind: 'days', days: 14 },
      claimStartTime: null,
      claimEndTime: null,
      stock: 1000,
      remaining: 1000,
      hasStock: true,
      perPersonLimit: 1,
      claimed: null,
      claimRefusal: null,
    });
  });

  it('counts a signed-in traveller’s copies and says when the limit is reached', async () => {
    const id = await template({ perPersonLimit: 2 });
    expect(expectContent(await info(id, sessions.bob), couponInfoEndpoint)).toMatchObject({ claimed: 0, claimRefusal: null });
    await claimed(id, sessions.bob);
    expect(expectContent(await info(id, sessions.bob), couponInfoEndpoint)).toMatchObject({ claimed: 1, claimRefusal: null, remaining: null, hasStock: true });
    await claimed(id, sessions.bob);
    expect(expectContent(await info(id, sessions.bob), couponInfoEndpoint)).toMatchObject({ claimed: 2, claimRefusal: 'limitReached' });
    // Another traveller, and a guest, may still claim.
    expect(expectContent(await info(id, sessions.carol), couponInfoEndpoint)).toMatchObject({ claimed: 0, claimRefusal: null });
    expect(expectContent(await info(id), couponInfoEndpoint)).toMatchObject({ claimed: null, claimRefusal: null });
  });

  it('reads an expired or forged session as a guest instead of HTTP 401', async () => {
    const id = await template();
    const forged = { userId: sessions.alice.userId, userToken: 'not-a-token' };
    expect(expectContent(await info(id, forged), couponInfoEndpoint)).toMatchObject({ claimed: null, claimRefusal: null });
  });

  it('names the shops of a listed-shops coupon and its goods, and states a window', async () => {
    const id = await template({
      scope: { kind: 'shops', storeIds: [3, 1] },
      goodsId: 2,
      validity: { kind: 'window', from: '2025-03-01', until: '2025-03-31' },
      claimFrom: '2025-02-20',
      claimUntil: '2025-03-20',
    });
    expect(expectContent(await info(id), couponInfoEndpoint)).toMatchObject({
      scope: {
        shops: {
          kind: 'shops',
          shops: [
            { id: 1, name: '人民广场寄存点', en: "People's Square Storage" },
            { id: 3, name: '静安寺寄存点', en: "Jing'an Temple" },
          ],
        },
        goodsId: 2,
      },
      validity: { kind: 'window', startTime: '2025-02-28T16:00:00.000Z', endTime: '2025-03-31T16:00:00.000Z', lastDay: '2025-03-31' },
      claimStartTime: '2025-02-19T16:00:00.000Z',
      // Claims close at the claim end (24:00 of 20 March), before the window's.
      claimEndTime: '2025-03-20T16:00:00.000Z',
      claimRefusal: null,
    });
  });

  it.each<[string, Partial<SeedCouponTemplate>, Record<string, unknown>]>([
    ['claims not open yet', { claimFrom: '2025-03-02' }, { claimRefusal: 'claimNotStarted' }],
    ['the activity ended', { claimUntil: '2025-02-28' }, { claimRefusal: 'claimEnded' }],
    ['the window coupon’s window ended', { validity: { kind: 'window', from: '2025-02-01', until: '2025-02-28' } }, { claimRefusal: 'claimEnded', claimEndTime: '2025-02-28T16:00:00.000Z' }],
    ['no stock at all', { stock: 0 }, { claimRefusal: 'outOfStock', remaining: 0, hasStock: false }],
  ])('says why it cannot be claimed: %s', async (_, overrides, expected) => {
    expect(expectContent(await info(await template(overrides), sessions.alice), couponInfoEndpoint)).toMatchObject(expected);
  });

  it('says all are claimed once the stock is gone', async () => {
    const id = await template({ stock: 1 });
    await claimed(id, sessions.alice);
    expect(expectContent(await info(id, sessions.bob), couponInfoEndpoint)).toMatchObject({ stock: 1, remaining: 0, hasStock: false, claimRefusal: 'outOfStock' });
  });

  it('does not show the welcome coupon, nor an unknown one, in both languages', async () => {
    const welcome = await template({ channel: 'welcome' });
    expectFailure(await info(welcome), 200, 'coupon not found');
    expectFailure(await info(999_999), 200, 'coupon not found');
    expectFailure(await info(999_999, undefined, { 'Accept-Language': 'zh-CN,zh;q=0.9' }), 200, '优惠券不存在');
  });

  it.each(['abc', '0', '-1', '1.5', ''])('refuses the id %j', async (id) => {
    expectFailure(await info(id), 200, 'invalid parameter: id');
  });
});

describe('POST /api/act/coupon_v2/', () => {
  it('issues one unused copy valid 30 days to 24:00 Shanghai, counts it, and lists it', async () => {
    const id = await template();
    const coupon = await claimed(id);
    expect(coupon).toEqual({
      clientCouponId: expect.stringMatching(/^[1-9]\d*$/) as string,
      clientCouponStatus: 0,
      templateId: id,
      name: '测试优惠券',
      nameEn: 'Test coupon',
      discount: { kind: 'amount', amountOff: 500 },
      minSpend: 1000,
      scope: { shops: { kind: 'all' }, goodsId: null },
      startTime: new Date(TEST_NOW).toISOString(),
      // Claimed 1 March at 12:00: valid to 24:00 of 31 March, 30 days left.
      endTime: '2025-03-31T16:00:00.000Z',
      lastDay: '2025-03-31',
      remainingDays: 30,
      issuedAt: new Date(TEST_NOW).toISOString(),
      orderId: null,
    });
    expect(await written(id)).toEqual({ issued: 1, copies: [`${sessions.alice.userId}#1`] });
  });

  it('gives a window coupon its window', async () => {
    const coupon = await claimed(await template({ validity: { kind: 'window', from: '2025-03-10', until: '2025-03-20' } }));
    expect(coupon).toMatchObject({ startTime: '2025-03-09T16:00:00.000Z', endTime: '2025-03-20T16:00:00.000Z', lastDay: '2025-03-20', remainingDays: 19 });
  });

  it('refuses a second copy of a one-per-person coupon and writes nothing', async () => {
    const id = await template();
    await claimed(id);
    expectFailure(await claim({ id }), 200, 'you have already claimed this coupon (1 per person)');
    expectFailure(await claim({ id }, sessions.alice, { 'Accept-Language': 'zh-CN' }), 200, '您已领取过该优惠券（每人限领1张）');
    expect(await written(id)).toEqual({ issued: 1, copies: [`${sessions.alice.userId}#1`] });
  });

  it('numbers a traveller’s copies up to the per-person limit', async () => {
    const id = await template({ perPersonLimit: 3 });
    for (let copy = 0; copy < 3; copy += 1) await claimed(id);
    expectFailure(await claim({ id }), 200, 'you have already claimed this coupon (3 per person)');
    await claimed(id, sessions.bob);
    const { alice, bob } = sessions;
    expect(await written(id)).toEqual({ issued: 4, copies: [`${alice.userId}#1`, `${alice.userId}#2`, `${alice.userId}#3`, `${bob.userId}#1`] });
  });

  it('stops at the stock', async () => {
    const id = await template({ stock: 2 });
    await claimed(id, sessions.alice);
    await claimed(id, sessions.bob);
    expectFailure(await claim({ id }, sessions.carol), 200, 'all of these coupons have been claimed');
    expect((await written(id)).issued).toBe(2);
  });

  it.each<[string, Partial<SeedCouponTemplate>, string]>([
    ['before claims open', { claimFrom: '2025-03-02T09:30:00+08:00' }, 'claiming this coupon starts at 2025-03-02 09:30'],
    ['after the activity ended', { claimUntil: '2025-02-28' }, 'this coupon activity has ended'],
    ['at the claim end', { claimUntil: new Date(TEST_NOW).toISOString() }, 'this coupon activity has ended'],
    ['after a window coupon’s window', { validity: { kind: 'window', from: '2025-02-01', until: '2025-02-28' } }, 'this coupon activity has ended'],
    ['with no stock', { stock: 0 }, 'all of these coupons have been claimed'],
    ['the welcome coupon', { channel: 'welcome' }, 'coupon not found'],
  ])('refuses a claim %s and writes nothing', async (_, overrides, errorMsg) => {
    const id = await template(overrides);
    expectFailure(await claim({ id }), 200, errorMsg);
    expect(await written(id)).toEqual({ issued: 0, copies: [] });
  });

  it('refuses an unknown template', async () => {
    expectFailure(await claim({ id: 999_999 }), 200, 'coupon not found');
  });

  it.each([['a word', 'welcome'], ['zero', 0], ['a negative id', -1], ['a fraction', 1.5], ['nothing', undefined], ['a list', [1]]])('refuses %s as the id and writes nothing', async (_, id) => {
    const before = await db().selectFrom('user_coupon').select('id').execute();
    expectFailure(await claim(id === undefined ? {} : { id }), 200, 'invalid parameter: id');
    expect(await db().selectFrom('user_coupon').select('id').execute()).toEqual(before);
  });

  it('needs a session (HTTP 401)', async () => {
    const id = await template();
    expectFailure(await server.client.post(claimCouponEndpoint.path, { id }), 401, 'token has expired, please log in again');
    expect(await written(id)).toEqual({ issued: 0, copies: [] });
  });
});
