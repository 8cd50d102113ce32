import {
  cancelOrderEndpoint,
  claimShareCouponEndpoint,
  sandboxPayEndpoint,
  shareActivityEndpoint,
  userCouponsEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import type { SeedCouponTemplate } from '../../db/seed/load-coupon-templates';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedGet, signedPost } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai. The test database has no coupon templates: the first test has
// no share activity, later ones make their own (the newest friend and reward templates are the activity).
const { server } = useSandboxTestApp('sandbox-secret-for-the-share-tests', { alice: '13900000041' });
const { sessions } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

/** A new share activity: a friend template (¥5 off from ¥10, new customers only unless told) and a reward template (¥8 off, 100 per person). */
const newActivity = async (friend: Partial<SeedCouponTemplate> = {}, reward: Partial<SeedCouponTemplate> = {}) => ({
  friendId: await insertTestCouponTemplate(db(), { channel: 'share-friend', name: '好友券', nameEn: 'Friend coupon', newCustomersOnly: true, ...friend }),
  rewardId: await insertTestCouponTemplate(db(), {
    channel: 'share-reward',
    name: '奖励券',
    nameEn: 'Reward coupon',
    discount: { kind: 'amount', amountOff: 800 },
    minSpend: 0,
    perPersonLimit: 100,
    ...reward,
  }),
});
/** A traveller who has never booked, with a session. */
const newTraveller = async (): Promise<Session> => {
  const [traveller] = await insertTestSessions(db(), 1);
  if (!traveller) throw new Error('no traveller');
  return traveller;
};
const activity = (session?: Session, from?: string, headers: Record<string, string> = {}) =>
  server.testApp.app.inject(signedGet(shareActivityEndpoint.path, from === undefined ? {} : { from }, { timestamp: server.now, headers: { ...(session ? userHeaders(session) : {}), ...headers } }));
const shareOf = async (session: Session, from?: string) => expectContent(await activity(session, from), shareActivityEndpoint);
const codeOf = async (session: Session) => {
  const mine = (await shareOf(session)).mine;
  if (!mine) throw new Error('no share for a traveller');
  return mine.shareCode;
};
const claim = (from: string, session?: Session, headers: Record<string, string> = {}) =>
  server.testApp.app.inject(signedPost(claimShareCouponEndpoint.path, { from }, { timestamp: server.now, headers: { ...(session ? userHeaders(session) : {}), ...headers } }));
const claimed = async (from: string, session: Session) => expectContent(await claim(from, session), claimShareCouponEndpoint).coupon;
/** What a share claim wrote: the share claims and the coupons of the templates. */
const written = async (...templateIds: number[]) => ({
  claims: (await db().selectFrom('share_claim').select(['friend_user_id', 'sharer_user_id', 'reward_template_id', 'rewarded_order_id', 'reward_coupon_id']).orderBy('id').execute()).length,
  coupons: (await db().selectFrom('user_coupon').select('id').where('template_id', 'in', templateIds).execute()).length,
});
const myCoupons = async (session: Session) =>
  expectContent(await server.client.post(userCouponsEndpoint.path, { page: 1, pageSize: 10 }, session), userCouponsEndpoint).coupons.map((coupon) => coupon.nameEn);
/** Books a bag at shop 1 on 5 March for `session` and pays it in the sandbox; answers the order id. */
const bookAndPay = async (session: Session) => {
  const order = await server.client.book(session, 1, '20250305');
  const outTradeNo = await server.client.startPaying(session, order.orderId);
  expect(expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint).outcome).toBe('succeeded');
  return order.orderId;
};
const claimRow = (friend: Session) =>
  db().selectFrom('share_claim').select(['sharer_user_id', 'rewarded_order_id', 'reward_coupon_id']).where('friend_user_id', '=', friend.userId).executeTakeFirstOrThrow();

describe('without a share activity', () => {
  it('share_new and share_coupon say sharing is not available, in both languages', async () => {
    expectFailure(await activity(), 200, 'sharing is not available now');
    expectFailure(await activity(undefined, undefined, { 'Accept-Language': 'zh-CN' }), 200, '分享活动暂未开放');
    const sharer = sessions.alice;
    await db().updateTable('app_user').set({ share_code: 'ABCDEFGH' }).where('id', '=', sharer.userId).execute();
    expectFailure(await claim('ABCDEFGH', await newTraveller()), 200, 'sharing is not available now');
    expect(await db().selectFrom('share_claim').select('id').execute()).toEqual([]);
  });
});

describe('GET /api/act/share_new/', () => {
  it('shows a guest what a friend gets and what the sharer gets, with no share of their own', async () => {
    await newActivity();
    expect(expectContent(await activity(), shareActivityEndpoint)).toEqual({
      friendCoupon: { name: '好友券', nameEn: 'Friend coupon', discount: { kind: 'amount', amountOff: 500 }, minSpend: 1000, scope: { shops: { kind: 'all' }, goodsId: null }, validity: { kind: 'days', days: 30 } },
      rewardCoupon: { name: '奖励券', nameEn: 'Reward coupon', discount: { kind: 'amount', amountOff: 800 }, minSpend: 0, scope: { shops: { kind: 'all' }, goodsId: null }, validity: { kind: 'days', days: 30 } },
      newCustomersOnly: true,
      mine: null,
      invite: null,
    });
  });

  it('gives a traveller a share code on the first call and keeps it; another traveller gets another', async () => {
    await newActivity();
    const traveller = await newTraveller();
    const first = await shareOf(traveller);
    expect(first.mine).toEqual({ shareCode: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/) as string, friendsClaimed: 0, rewardsEarned: 0 });
    expect((await shareOf(traveller)).mine?.shareCode).toBe(first.mine?.shareCode);
    expect(await codeOf(await newTraveller())).not.toBe(first.mine?.shareCode);
  });

  it('says whether the caller may claim from a link: a guest and a new friend may, the sharer may not', async () => {
    await newActivity();
    const sharer = await newTraveller();
    const code = await codeOf(sharer);
    expect((await shareOf(await newTraveller(), code)).invite).toEqual({ claimRefusal: null });
    expect(expectContent(await activity(undefined, code), shareActivityEndpoint).invite).toEqual({ claimRefusal: null });
    expect((await shareOf(sharer, code)).invite).toEqual({ claimRefusal: 'ownLink' });
    // Read case-insensitively.
    expect((await shareOf(sharer, code.toLowerCase())).invite).toEqual({ claimRefusal: 'ownLink' });
  });

  it('tells a guest when the friend coupon is all claimed', async () => {
    await newActivity({ stock: 0 });
    expect(expectContent(await activity(undefined, await codeOf(await newTraveller())), shareActivityEndpoint).invite).toEqual({ claimRefusal: 'outOfStock' });
  });

  it('refuses an unknown code and a malformed one', async () => {
    await newActivity();
    expectFailure(await activity(undefined, 'ZZZZZZZZ'), 200, 'this share link is not valid');
    expectFailure(await activity(undefined, 'ZZZZZZZZ', { 'Accept-Language': 'zh-CN' }), 200, '分享链接无效');
    for (const from of ['ABC', 'ABCDEFG0', 'ABCDEFGHI', '']) expectFailure(await activity(undefined, from), 200, 'invalid parameter: from');
  });
});

describe('POST /api/act/share_coupon/', () => {
  it('gives a new friend the friend coupon, records the claim for the sharer, and counts it', async () => {
    const { friendId, rewardId } = await newActivity();
    const sharer = await newTraveller();
    const friend = await newTraveller();
    const code = await codeOf(sharer);
    const coupon = await claimed(code, friend);
    expect(coupon).toMatchObject({ templateId: friendId, nameEn: 'Friend coupon', clientCouponStatus: 0, discount: { kind: 'amount', amountOff: 500 }, lastDay: '2025-03-31' });
    expect(await myCoupons(friend)).toEqual(['Friend coupon']);
    expect(await db().selectFrom('share_claim').select(['sharer_user_id', 'friend_coupon_id', 'reward_template_id', 'rewarded_order_id', 'reward_coupon_id']).where('friend_user_id', '=', friend.userId).execute()).toEqual([
      { sharer_user_id: sharer.userId, friend_coupon_id: coupon.clientCouponId, reward_template_id: rewardId, rewarded_order_id: null, reward_coupon_id: null },
    ]);
    expect((await shareOf(sharer)).mine).toMatchObject({ friendsClaimed: 1, rewardsEarned: 0 });
    expect((await shareOf(friend, code)).invite).toEqual({ claimRefusal: 'alreadyClaimed' });
  });

  it('lets an existing customer claim when the activity is open to everyone', async () => {
    await newActivity({ newCustomersOnly: false });
    const friend = await newTraveller();
    await bookAndPay(friend);
    expect((await claimed(await codeOf(await newTraveller()), friend)).nameEn).toBe('Friend coupon');
  });

  /** Asserts `session`'s claim from `from` is refused with `errorMsg` and writes nothing. */
  const expectRefused = async (from: string, session: Session, errorMsg: string, templateIds: number[]) => {
    const before = await written(...templateIds);
    expectFailure(await claim(from, session), 200, errorMsg);
    expect(await written(...templateIds)).toEqual(before);
  };

  it('refuses one’s own link, in both languages, and writes nothing', async () => {
    const { friendId, rewardId } = await newActivity();
    const sharer = await newTraveller();
    const code = await codeOf(sharer);
    await expectRefused(code, sharer, 'you cannot claim from your own share link', [friendId, rewardId]);
    expectFailure(await claim(code, sharer, { 'Accept-Language': 'zh-CN' }), 200, '不能领取自己分享的优惠券');
  });

  it('refuses a second claim, from the same link or another, and writes nothing', async () => {
    const { friendId, rewardId } = await newActivity();
    const friend = await newTraveller();
    const code = await codeOf(await newTraveller());
    await claimed(code, friend);
    await expectRefused(code, friend, 'you have already claimed a coupon from a friend’s share', [friendId, rewardId]);
    await expectRefused(await codeOf(await newTraveller()), friend, 'you have already claimed a coupon from a friend’s share', [friendId, rewardId]);
    // Once ever: a new activity does not open it again.
    const next = await newActivity();
    await expectRefused(code, friend, 'you have already claimed a coupon from a friend’s share', [next.friendId, next.rewardId]);
  });

  it('refuses an existing customer when the activity is for new customers only, even after a refund', async () => {
    const { friendId, rewardId } = await newActivity();
    const friend = await newTraveller();
    const orderId = await bookAndPay(friend);
    expect(expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId, key: 'plans_changed' }, friend), cancelOrderEndpoint).status).toBe('refunded');
    const code = await codeOf(await newTraveller());
    expect((await shareOf(friend, code)).invite).toEqual({ claimRefusal: 'notNewCustomer' });
    await expectRefused(code, friend, 'this offer is for new customers only', [friendId, rewardId]);
  });

  it.each<[string, Partial<SeedCouponTemplate>, string]>([
    ['the friend coupon all claimed', { stock: 0 }, 'all of these coupons have been claimed'],
    ['the activity ended', { claimUntil: '2025-02-28' }, 'this coupon activity has ended'],
    ['the activity not started', { claimFrom: '2025-03-02T09:30:00+08:00' }, 'claiming this coupon starts at 2025-03-02 09:30'],
  ])('refuses a claim when %s and writes nothing', async (_, friendOverrides, errorMsg) => {
    const { friendId, rewardId } = await newActivity(friendOverrides);
    await expectRefused(await codeOf(await newTraveller()), await newTraveller(), errorMsg, [friendId, rewardId]);
  });

  it('refuses an unknown code and a malformed one, and writes nothing', async () => {
    const { friendId, rewardId } = await newActivity();
    const friend = await newTraveller();
    await expectRefused('ZZZZZZZZ', friend, 'this share link is not valid', [friendId, rewardId]);
    await expectRefused('abc', friend, 'invalid parameter: from', [friendId, rewardId]);
  });

  it('needs a session (HTTP 401)', async () => {
    await newActivity();
    expect((await claim(await codeOf(await newTraveller()))).statusCode).toBe(401);
  });
});

describe('the sharer’s reward', () => {
  it('comes with the friend’s first paid order, once; a later order or a refund changes nothing', async () => {
    const { rewardId } = await newActivity();
    const sharer = await newTraveller();
    const friend = await newTraveller();
    await claimed(await codeOf(sharer), friend);

    const unpaid = await server.client.book(friend, 1, '20250306');
    expect(await claimRow(friend)).toMatchObject({ rewarded_order_id: null, reward_coupon_id: null });
    expect(await myCoupons(sharer)).toEqual([]);

    const first = await bookAndPay(friend);
    const reward = await claimRow(friend);
    expect(reward).toMatchObject({ sharer_user_id: sharer.userId, rewarded_order_id: first });
    expect(await db().selectFrom('user_coupon').select(['user_id', 'template_id', 'issued_at']).where('id', '=', reward.reward_coupon_id ?? '0').execute()).toEqual([
      { user_id: sharer.userId, template_id: rewardId, issued_at: new Date(server.now) },
    ]);
    expect(await myCoupons(sharer)).toEqual(['Reward coupon']);
    expect((await shareOf(sharer)).mine).toMatchObject({ friendsClaimed: 1, rewardsEarned: 1 });

    // The order booked before, paid now, is not the first: no second reward.
    const outTradeNo = await server.client.startPaying(friend, unpaid.orderId);
    expect(expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, friend), sandboxPayEndpoint).outcome).toBe('succeeded');
    await bookAndPay(friend);
    expect(expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: first, key: 'plans_changed' }, friend), cancelOrderEndpoint).status).toBe('refunded');
    expect(await claimRow(friend)).toEqual(reward);
    expect(await myCoupons(sharer)).toEqual(['Reward coupon']);
  });

  it('a sharer with several friends gets one reward per friend', async () => {
    await newActivity();
    const sharer = await newTraveller();
    const code = await codeOf(sharer);
    const friends = [await newTraveller(), await newTraveller()];
    for (const friend of friends) await claimed(code, friend);
    for (const friend of friends) await bookAndPay(friend);
    expect(await myCoupons(sharer)).toEqual(['Reward coupon', 'Reward coupon']);
    expect((await shareOf(sharer)).mine).toMatchObject({ friendsClaimed: 2, rewardsEarned: 2 });
  });

  it('is settled without a coupon when the reward coupon is all given, and not issued later', async () => {
    await newActivity({}, { stock: 0 });
    const sharer = await newTraveller();
    const friend = await newTraveller();
    await claimed(await codeOf(sharer), friend);
    const first = await bookAndPay(friend);
    expect(await claimRow(friend)).toMatchObject({ rewarded_order_id: first, reward_coupon_id: null });
    await bookAndPay(friend);
    expect(await claimRow(friend)).toMatchObject({ rewarded_order_id: first, reward_coupon_id: null });
    expect((await shareOf(sharer)).mine).toMatchObject({ friendsClaimed: 1, rewardsEarned: 0 });
  });

  it('is the reward promised at the claim, even when a newer activity began since', async () => {
    const { rewardId } = await newActivity();
    const sharer = await newTraveller();
    const friend = await newTraveller();
    await claimed(await codeOf(sharer), friend);
    await newActivity({}, { nameEn: 'Newer reward' });
    await bookAndPay(friend);
    const reward = await claimRow(friend);
    expect((await db().selectFrom('user_coupon').select('template_id').where('id', '=', reward.reward_coupon_id ?? '0').executeTakeFirstOrThrow()).template_id).toBe(rewardId);
  });
});
